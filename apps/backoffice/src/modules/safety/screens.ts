import "./i18n";

export { SafetyComposePage } from "./SafetyComposePage";
export { SafetyResultsPage } from "./SafetyResultsPage";
