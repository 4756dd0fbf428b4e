import "./i18n";

export { RssPage } from "./RssPage";
