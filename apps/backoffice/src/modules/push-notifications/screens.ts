import "./i18n";

export { ComposePage } from "./ComposePage";
export { HistoryPage } from "./HistoryPage";
export { TemplatesPage } from "./TemplatesPage";
