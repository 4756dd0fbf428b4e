import type { FormCatalogue } from "./ja";

export const en: FormCatalogue = {
  header: {
    notice: "Please do not use the browser's reload or back buttons.",
    organizationFallback: "Gakumu",
  },
  notFound: {
    title: "This page cannot be shown",
    message: "The access key does not exist or has expired.",
    hint: "Please check the URL you were given and try again.",
  },
};
