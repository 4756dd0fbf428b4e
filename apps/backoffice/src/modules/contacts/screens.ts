import "./i18n";

export { ContactBoardPage } from "./ContactBoardPage";
export { ContactWebPage } from "./ContactWebPage";
