import "./i18n";

export { DailySafetyPage } from "./DailySafetyPage";
