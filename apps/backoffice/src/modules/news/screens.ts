import "./i18n";

export { NewsDisplayPage } from "./NewsDisplayPage";
export { NewsPage } from "./NewsPage";
