import "./i18n";

export { SafetyAutoPage } from "./SafetyAutoPage";
