import "./i18n";

export { SurveyBuilderPage } from "./SurveyBuilderPage";
export { SurveyResultsPage } from "./SurveyResultsPage";
