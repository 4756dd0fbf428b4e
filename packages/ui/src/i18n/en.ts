import type { UiCatalogue } from "./ja";

// Second language. Typed against the Japanese tree so a missing key fails the typecheck.
export const en: UiCatalogue = {
  app: {
    name: "Gakumu",
    documentTitle: "{{title}} | Gakumu",
  },
  common: {
    yes: "Yes",
    no: "No",
    ok: "OK",
    cancel: "Cancel",
    close: "Close",
    confirm: "Confirm",
    reload: "Reload",
  },
  notify: {
    success: "Success",
    warning: "Warning",
    danger: "Error",
    info: "Notice",
  },
  busy: {
    label: "Processing",
  },
  dialog: {
    confirmTitle: "Confirm",
    dangerTitle: "Confirm",
    typeToConfirm: "To confirm, type “{{value}}”.",
    typeToConfirmLabel: "Confirmation",
    typeToConfirmMismatch: "The text does not match",
  },
  download: {
    title: "Download",
    message: "Choose a file format.",
    formatLabel: "File format",
    excel: "Excel (.xlsx)",
    csv: "CSV (.csv)",
    submit: "Download",
    required: "Choose a file format",
  },
  guard: {
    leave: "Your changes will not be saved. Leave this page?",
  },
  errors: {
    network: "Communication failed. Please try again somewhere with a good signal.",
    notFound: "The requested URL does not exist. Please wait until it is fixed.",
    system: "A system error occurred. Please wait until it is fixed.",
    ipNotApproved: "Your organisation administrator does not allow connections from this IP address.",
  },
  pages: {
    notFoundTitle: "Page not found",
    notFoundMessage: "The page does not exist, or it may have been moved or deleted.",
    systemErrorTitle: "System error",
    systemErrorMessage: "A system error occurred. Please wait until it is fixed.",
    chunkErrorMessage: "The screen failed to load. Please reload the page.",
  },
  language: {
    label: "Language",
    ja: "日本語",
    en: "English",
  },
};
