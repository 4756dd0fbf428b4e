import "./i18n";

export { NotebookCategoryPage } from "./NotebookCategoryPage";
export { NotebookPage } from "./NotebookPage";
