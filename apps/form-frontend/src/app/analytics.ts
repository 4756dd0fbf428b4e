import { useEffect } from "react";
import { useFormSession } from "../session/form-session";
import { validGa4Ids, validGtmIds } from "./analytics-ids";

// Google Analytics 4 (gtag.js) and Google Tag Manager for the organisation's ids (issue item 9),
// injected once per id and page. No inline script: the command queue is set up from this module, so
// only the googletagmanager.com scripts themselves need allowing by the Content-Security-Policy.

const TAG_HOST = "https://www.googletagmanager.com";
const MARK = "data-gakumu-analytics";

type DataLayer = unknown[];
declare global {
  interface Window {
    dataLayer?: DataLayer;
    gtag?: (...args: unknown[]) => void;
  }
}

function injected(id: string): boolean {
  return document.head.querySelector(`script[${MARK}="${id}"]`) !== null;
}

function addScript(id: string, src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.setAttribute(MARK, id);
  document.head.appendChild(script);
}

function dataLayer(): DataLayer {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function injectGa4(id: string): void {
  if (injected(id)) return;
  const layer = dataLayer();
  // gtag.js reads the queue as `arguments` objects, which is why this is not an arrow function.
  window.gtag ??= function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself
    layer.push(arguments);
  };
  window.gtag("js", new Date());
  window.gtag("config", id);
  addScript(id, `${TAG_HOST}/gtag/js?id=${encodeURIComponent(id)}`);
}

export function injectGtm(id: string): void {
  if (injected(id)) return;
  dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
  addScript(id, `${TAG_HOST}/gtm.js?id=${encodeURIComponent(id)}`);
}

/** Injects the tags of the session's ids (checked again: the session storage is the user's). */
export function useAnalyticsTags(): void {
  // The arrays keep their identity until the session changes them, so these selections are stable.
  const ga4 = useFormSession((s) => s.ga4Ids);
  const gtm = useFormSession((s) => s.gtmIds);
  useEffect(() => {
    for (const id of validGa4Ids(ga4)) injectGa4(id);
    for (const id of validGtmIds(gtm)) injectGtm(id);
  }, [ga4, gtm]);
}
