import { checkFormForPublish, formDefinitionSchema, rules, validate } from "@gakumu/domain";
import { definitionFromEditor, type EditorState } from "./builder-state";

// The checks the server makes, run on the builder's state before a call: the definition schema
// before saving, the publish check before publishing. Both come from packages/domain, so the
// messages are the server's own; each issue is tied to the item or setting it is about.

export interface BuilderIssue {
  message: string;
  /** The item the issue is about, when it is inside one. */
  itemKey?: string;
  /** What the issue points at: a setting name, or the path inside the item ("choices.0.label"). */
  field: string;
}

/** The server's form code rule (@gakumu/domain forms/form-builder-api.ts formCdField) with its message. */
const FORM_CD_PATTERN = /^[A-Za-z0-9_-]+$/;
export const FORM_CD_MESSAGE = "フォームコードは半角英数字・ハイフン・アンダースコアで入力してください";

export function formCdIssue(formCd: string): string | null {
  return validate(
    formCd.trim(),
    rules.required({ field: "フォームコード" }),
    rules.maxLength(32),
    (v: string) => (v === "" || FORM_CD_PATTERN.test(v) ? null : FORM_CD_MESSAGE),
  );
}

/** Ties a definition path (["sections", 0, "items", 2, "choices"]) to the editor's item. */
function locate(state: EditorState, path: readonly PropertyKey[], message: string): BuilderIssue {
  const [head, s, items, i, ...rest] = path;
  if (head === "sections" && typeof s === "number" && items === "items" && typeof i === "number") {
    const item = state.sections[s]?.items[i];
    if (item) return { message, itemKey: item.itemKey, field: rest.map(String).join(".") };
  }
  return { message, field: path.map(String).join(".") };
}

/** What keeps the state from being saved (the PUT's own checks). */
export function saveIssues(state: EditorState): BuilderIssue[] {
  const issues: BuilderIssue[] = [];
  const formCd = formCdIssue(state.settings.formCd);
  if (formCd) issues.push({ message: formCd, field: "formCd" });
  const parsed = formDefinitionSchema.safeParse(definitionFromEditor(state));
  if (!parsed.success)
    for (const issue of parsed.error.issues) issues.push(locate(state, issue.path, issue.message));
  return issues;
}

/** What keeps the form from being published (checkFormForPublish, as the server runs it). */
export function publishIssues(state: EditorState): BuilderIssue[] {
  return checkFormForPublish(definitionFromEditor(state)).map((issue) =>
    locate(state, issue.path, issue.message),
  );
}

/** The issues of one item, by the field they point at ("" for the item as a whole). */
export function issuesOfItem(issues: readonly BuilderIssue[], itemKey: string): BuilderIssue[] {
  return issues.filter((issue) => issue.itemKey === itemKey);
}

/** The first message for a field (exact path, or anything below it). */
export function messageFor(issues: readonly BuilderIssue[], field: string): string | undefined {
  return issues.find((i) => i.field === field || i.field.startsWith(`${field}.`))?.message;
}
