// Public API of @gakumu/ui. Styles: import "@gakumu/ui/styles.css" once in each app entry.
// Test helpers live in "@gakumu/ui/test"; the HTTP transport both apps share in "@gakumu/ui/http"
// (a subpath: through this index every lazy screen would reach it, and the form frontend's build
// would then move its HTTP helper out of the entry chunk into a chunk of its own).

// Re-exported so the apps translate through the same react-i18next instance as the ui package.
export { Trans, useTranslation } from "react-i18next";
export { BusyOverlay, useIsBusy } from "./busy/BusyOverlay";
export { busy, withBusy } from "./busy/busy-store";
export {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  installChunkReloadGuard,
  isChunkLoadError,
  reloadOnChunkError,
} from "./chunk/chunk-reload-guard";
export { type ConfirmDialogOptions, confirmDialog } from "./dialogs/confirm-dialog";
export { type DangerConfirmDialogOptions, dangerConfirmDialog } from "./dialogs/danger-confirm-dialog";
export {
  DEFAULT_DOWNLOAD_FORMAT,
  type DownloadFormat,
  downloadFormatDialog,
} from "./dialogs/download-format-dialog";
export { useBeforeUnloadWarning } from "./guard/useBeforeUnloadWarning";
export { useUnsavedChangesGuard } from "./guard/useUnsavedChangesGuard";
export {
  currentLanguage,
  i18n,
  LANGUAGES,
  type Language,
  registerCatalogue,
  setLanguage,
  tUi,
  UI_NAMESPACE,
} from "./i18n";
export {
  ClampedDateInput,
  type ClampedDateInputProps,
  ClampedDateTimeInput,
} from "./inputs/ClampedDateInput";
export { ClampedNumberInput, type ClampedNumberInputProps } from "./inputs/ClampedNumberInput";
export {
  clampDate,
  clampNumber,
  clipYear,
  DATE_MAX,
  DATETIME_MAX,
  dateOnBlur,
  dateOnChange,
  numberOnBlur,
  numberOnChange,
  numberOnFocus,
  parseNumber,
} from "./inputs/clamp";
export { NOTIFY_AUTO_CLOSE_MS, type NotifyKind, type NotifyOptions, notify } from "./notify/notify";
export { GakumuProviders, type GakumuProvidersProps } from "./providers/GakumuProviders";
export { ErrorPage, type ErrorPageProps } from "./shell/ErrorPage";
export { FullPageLoader } from "./shell/FullPageLoader";
export { LanguageSwitch } from "./shell/LanguageSwitch";
export { PageTitle, type PageTitleProps, usePageTitle } from "./shell/PageTitle";
export { RouteErrorPage, type RouteErrorPageProps } from "./shell/RouteErrorPage";
export { FONT_FAMILY, gakumuTheme, MODAL_SIZE_XXL } from "./theme/theme";
