import { ADMIN_HEADERS } from "./http";
import { enrichPayload } from "./http/payload";
import { currentPathname } from "./navigation";
import { recordServerActivity } from "./session/activity";
import { pageStore, sessionStore } from "./session/session-store";

/** Body of POST /app/api/com/output/operationLog (spec §3.3/§7.3). */
export interface OperationLogEntry {
  logType: "CLICK";
  functionId: string;
  functionName: string;
  buttonId: string;
  buttonName: string;
  /** The screen the click was on; the server cannot tell (the security headers send no Referer). */
  screenPath?: string;
}

const BUTTON_SELECTOR = "button, [role='button'], input[type='button'], input[type='submit']";
const MAX_TEXT = 200;

function tidy(text: string | null | undefined): string {
  return (text ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_TEXT);
}

/** What a click on this element logs, or null when it is not an enabled button. */
export function describeClick(target: EventTarget | null, pathname: string): OperationLogEntry | null {
  if (!(target instanceof Element)) return null;
  const button = target.closest(BUTTON_SELECTOR);
  // A read-only (data-disabled) button did nothing, so there is no operation to record.
  if (!button || button.matches("[data-disabled], [aria-disabled='true'], :disabled")) return null;
  const value = button instanceof HTMLInputElement ? button.value : button.textContent;
  // The accessible name's order: aria-label (set where the visible text is not the name, e.g. an
  // avatar beside the user's name), then the text, then the title.
  const buttonName =
    tidy(button.getAttribute("aria-label")) || tidy(value) || tidy(button.getAttribute("title"));
  const functionId = decodeURIComponent(pathname.split("/")[1] ?? "");
  const page = pageStore.get();
  return {
    logType: "CLICK",
    functionId,
    functionName: page.functionId === functionId ? page.title : "",
    buttonId: tidy(button.getAttribute("data-operation-id")) || buttonName,
    buttonName,
  };
}

/**
 * Fire-and-forget: keepalive lets the request finish when the click navigates away or logs out,
 * and a failure is swallowed because the log must never block or disturb the user's operation.
 */
export function sendOperationLog(entry: OperationLogEntry): void {
  recordServerActivity();
  try {
    void fetch("/app/api/com/output/operationLog", {
      method: "POST",
      credentials: "include",
      keepalive: true,
      headers: { ...ADMIN_HEADERS, "Content-Type": "application/json" },
      body: JSON.stringify(
        enrichPayload(
          { ...entry, screenPath: window.location.pathname + window.location.search },
          sessionStore.get(),
        ),
      ),
    }).catch(() => undefined);
  } catch {
    // fetch itself threw (e.g. keepalive quota exceeded): still nothing to tell the user
  }
}

/**
 * One document-level listener logs every button click while logged in (spec §7.3). Capture phase,
 * so a handler that stops propagation cannot hide a click from the log.
 */
export function installOperationLog(): () => void {
  const onClick = (event: MouseEvent) => {
    if (!sessionStore.get().authenticated) return;
    const entry = describeClick(event.target, currentPathname());
    if (entry) sendOperationLog(entry);
  };
  document.addEventListener("click", onClick, { capture: true });
  return () => document.removeEventListener("click", onClick, { capture: true });
}
