/** Moves to an item of FormAnswerFields and focuses its first control (e.g. from an error summary). */
export function focusAnswerItem(itemKey: string, root: ParentNode = document): boolean {
  const item = root.querySelector(`[data-item-key="${itemKey.replace(/["\\]/g, "\\$&")}"]`);
  if (!item) return false;
  const control = item.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([type="file"]):not([disabled]), select, textarea, button:not([disabled])',
  );
  item.scrollIntoView?.({ block: "center" });
  control?.focus();
  return true;
}
