import type { AnswerableItem } from "@gakumu/domain/forms/answer-types";
import { useEffect, useState } from "react";

// Which items the answer screen shows (conditional display, issue item 1). The exact rule is the
// domain's visibleItemKeys: it cleans each answer with its item's check before comparing. That module
// carries Zod, which must stay out of the form frontend's first load (issue 5), so it is loaded in the
// background and this Zod-free approximation (the same comparison on lightly cleaned input) decides
// until it arrives — a few milliseconds on a normal connection. visibility.test.ts pins the two together.

export type VisibleItemKeys = (items: readonly AnswerableItem[], values: Record<string, unknown>) => string[];

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** The texts a condition compares, as the domain's comparableTexts gives them for a valid answer. */
function comparable(item: AnswerableItem, raw: unknown): string[] | null {
  if (raw == null || raw === "") return null;
  if (Array.isArray(raw)) {
    const texts = raw.filter((v): v is string => typeof v === "string" && v !== "");
    return texts.length > 0 ? texts : null;
  }
  if (typeof raw === "object") {
    const school = raw as { schoolCd?: unknown; schoolName?: unknown };
    const text = school.schoolCd || (typeof school.schoolName === "string" ? school.schoolName.trim() : "");
    return "schoolName" in school && text ? [String(text)] : null;
  }
  if (typeof raw === "string") {
    const text = item.itemType === "TEXT_MULTI" ? raw : raw.trim();
    if (text === "") return null;
    if (item.itemType === "NUMBER") {
      // As the number check: more decimals than the item allows make the answer invalid, hence empty.
      const decimals = text.split(".")[1]?.length ?? 0;
      const valid = NUMBER_TEXT.test(text) && decimals <= (item.validation.decimalDigits ?? 0);
      return valid ? [String(Number(text))] : null;
    }
    return [text];
  }
  return [String(raw)];
}

function holds(condition: NonNullable<AnswerableItem["condition"]>, texts: string[] | null, list: boolean) {
  if (texts === null) return false;
  if (condition.operator === "CONTAINS")
    return list ? texts.includes(condition.value) : texts.some((t) => t.includes(condition.value));
  return texts.length === 1 && texts[0] === condition.value;
}

/** The domain's visibleItemKeys without answer checking (an invalid answer may still show items). */
export const approximateVisibleItemKeys: VisibleItemKeys = (items, values) => {
  const known = new Map(items.map((i) => [i.itemKey, i]));
  const shown = new Set<string>();
  const visible: string[] = [];
  for (const item of items) {
    const condition = item.condition;
    const source = condition ? known.get(condition.itemKey) : undefined;
    if (condition && source) {
      if (!shown.has(source.itemKey)) continue;
      const raw = values[source.itemKey];
      if (!holds(condition, comparable(source, raw), Array.isArray(raw))) continue;
    }
    shown.add(item.itemKey);
    visible.push(item.itemKey);
  }
  return visible;
};

let exact: VisibleItemKeys | null = null;
let loading: Promise<VisibleItemKeys> | null = null;

/** Loads the domain's exact rule once per page (also used to warm it before 「確認画面へ」). */
export function loadExactVisibility(): Promise<VisibleItemKeys> {
  loading ??= import("@gakumu/domain/forms/answer-schema").then((m) => {
    exact = m.visibleItemKeys;
    return m.visibleItemKeys;
  });
  return loading;
}

/** The rule to render with: the exact one once loaded, the approximation before. */
export function useVisibleItemKeys(): VisibleItemKeys {
  const [rule, setRule] = useState<VisibleItemKeys>(() => exact ?? approximateVisibleItemKeys);
  useEffect(() => {
    if (exact) return;
    let current = true;
    loadExactVisibility()
      .then((loaded) => current && setRule(() => loaded))
      .catch(() => undefined); // a failed chunk keeps the approximation: nothing is blocked
    return () => {
      current = false;
    };
  }, []);
  return rule;
}
