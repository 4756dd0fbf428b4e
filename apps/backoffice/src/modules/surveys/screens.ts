import "./i18n";
import "./totals/i18n";

export { SurveyBuilderPage } from "./SurveyBuilderPage";
export { SurveyResultsPage } from "./SurveyResultsPage";
export { SurveyGroupPage } from "./totals/SurveyGroupPage";
export { TotallingSurveyPage } from "./totals/TotallingSurveyPage";
