import "./i18n";

export { DailyReportsPage } from "./DailyReportsPage";
