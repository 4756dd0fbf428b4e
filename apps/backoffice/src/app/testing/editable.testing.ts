// Test-side helper: what a reference-only user could still change on a screen.

/** Inputs, selects, text areas and buttons inside `root` that accept input, by label or text. */
export function editableControls(root: ParentNode = document.body, allowedButtons: readonly string[] = []) {
  const controls = [...root.querySelectorAll<HTMLElement>("input, textarea, select, button")];
  return controls
    .filter((el) => !el.matches(":disabled") && el.getAttribute("aria-disabled") !== "true")
    .filter((el) => !(el instanceof HTMLInputElement && el.type === "hidden"))
    .filter((el) => !el.matches(".mantine-Modal-close")) // closing a dialog changes nothing
    .filter(
      (el) => !(el instanceof HTMLButtonElement && allowedButtons.includes(el.textContent?.trim() ?? "")),
    )
    .map(
      (el) =>
        el.getAttribute("aria-label") ||
        el.dataset.field ||
        el.textContent?.trim() ||
        el.outerHTML.slice(0, 80),
    );
}
