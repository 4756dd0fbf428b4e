// Messages of an answer keyed by their dotted path below the values: "name", "address.postalCd",
// "photo.0". The domain's evaluateAnswers gives paths as arrays, the server's 400 `details` as dotted
// text (possibly under "values."); both end up in this one shape for the fields.

export type AnswerErrors = Readonly<Record<string, string>>;

export interface PathIssue {
  path: readonly (string | number)[] | string;
  message: string;
}

/** The first message per path; a leading "values" segment (the request body's field) is dropped. */
export function answerErrorsOf(issues: readonly PathIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const parts = (typeof issue.path === "string" ? issue.path.split(".") : issue.path.map(String)).filter(
      (p) => p !== "",
    );
    if (parts[0] === "values") parts.shift();
    const key = parts.join(".");
    if (key && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors;
}

/** Parts an input shows the message of itself (the rest is shown under the whole item). */
const OWN_PARTS = new Set(["postalCd", "prefectureCd", "address1", "address2", "schoolCd", "schoolName"]);

/** The item's own message (a file's or a wish's message counts as the item's) and its parts' messages. */
export function errorsOfItem(errors: AnswerErrors, itemKey: string) {
  let own: string | undefined = errors[itemKey];
  const parts: Record<string, string> = {};
  const prefix = `${itemKey}.`;
  for (const [key, message] of Object.entries(errors)) {
    if (!key.startsWith(prefix)) continue;
    const part = key.slice(prefix.length);
    if (OWN_PARTS.has(part)) parts[part] = message;
    else own ??= message;
  }
  return { own, parts };
}

/** Whether any message belongs to the item. */
export const itemHasErrors = (errors: AnswerErrors, itemKey: string) =>
  Object.keys(errors).some((k) => k === itemKey || k.startsWith(`${itemKey}.`));
