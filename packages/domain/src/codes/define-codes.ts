import { z } from "zod";
import { formatMessage } from "../i18n/format";

export type CodeValue = string | number;

/** One member of a code list. Extra fields (e.g. a weekday's short label) are kept on `entry()`. */
export interface CodeDefinition {
  readonly code: CodeValue;
  readonly label: string;
  /** Kept valid (old rows may carry it) but left out of `options`, e.g. the sample menu category. */
  readonly disabled?: boolean;
}

type Definitions = Readonly<Record<string, CodeDefinition>>;
type CodeOf<D extends Definitions> = D[keyof D]["code"];
export type CodeEntry<D extends Definitions> = D[keyof D] & { readonly key: keyof D & string };
export interface CodeOption<C extends CodeValue> {
  readonly value: C;
  readonly label: string;
}

// Method names live beside the member keys on one object; keys are UPPER_SNAKE so they never clash.
const reserved = [
  "codes",
  "keys",
  "entries",
  "options",
  "label",
  "entry",
  "keyOf",
  "isValid",
  "schema",
  "querySchema",
] as const;
type Reserved = (typeof reserved)[number];

export interface CodeListApi<D extends Definitions> {
  /** Every code in definition order (the order the spec lists them in). */
  readonly codes: readonly CodeOf<D>[];
  readonly keys: readonly (keyof D & string)[];
  readonly entries: readonly CodeEntry<D>[];
  /** `[{ value, label }]` for selects, definition order, disabled entries left out. */
  readonly options: readonly CodeOption<CodeOf<D>>[];
  /** Japanese (display) label; "" for an unknown code so a stale row never breaks a table. */
  label(code: CodeValue | null | undefined): string;
  entry(code: CodeValue | null | undefined): CodeEntry<D> | undefined;
  keyOf(code: CodeValue | null | undefined): (keyof D & string) | undefined;
  isValid(value: unknown): value is CodeOf<D>;
  /** Accepts exactly one of the codes. */
  readonly schema: z.ZodType<CodeOf<D>>;
  /** Like `schema` but also accepts numeric codes written as strings (query strings, form data). */
  readonly querySchema: z.ZodType<CodeOf<D>, unknown>;
}

export type CodeList<D extends Definitions> = { readonly [K in keyof D]: D[K]["code"] } & CodeListApi<D>;

/** The union of the codes of a list: `type S = CodeType<typeof EnrollmentStatus>` gives `1 | 2 | …`. */
export type CodeType<L> = L extends CodeListApi<infer D> ? CodeOf<D> : never;

function choiceError(issue: { input?: unknown }): string {
  const input = issue.input;
  const missing = input === undefined || input === null || input === "";
  return formatMessage(missing ? "validation.selectRequired" : "validation.invalidChoice");
}

export function defineCodes<const D extends Definitions & { readonly [K in Reserved]?: never }>(
  definitions: D,
): CodeList<D> {
  const keys = Object.keys(definitions) as (keyof D & string)[];
  const entries = keys.map((key) => ({ ...definitions[key], key }) as CodeEntry<D>);
  const byCode = new Map<CodeValue, CodeEntry<D>>();
  for (const entry of entries) {
    if ((reserved as readonly string[]).includes(entry.key)) throw new Error(`reserved key ${entry.key}`);
    if (byCode.has(entry.code)) throw new Error(`duplicate code ${String(entry.code)}`);
    byCode.set(entry.code, entry);
  }
  const codes = entries.map((e) => e.code as CodeOf<D>);
  const [first, ...rest] = codes;
  if (first === undefined) throw new Error("a code list needs at least one code");
  const schema = z.literal([first, ...rest], { error: choiceError }) as unknown as z.ZodType<CodeOf<D>>;
  const querySchema = z.preprocess(
    (value) =>
      typeof value === "string" && /^-?\d+$/.test(value) && !byCode.has(value) ? Number(value) : value,
    schema,
  ) as unknown as z.ZodType<CodeOf<D>, unknown>;
  const entry = (code: CodeValue | null | undefined) => (code == null ? undefined : byCode.get(code));

  const api: CodeListApi<D> = {
    codes,
    keys,
    entries,
    options: entries.filter((e) => !e.disabled).map((e) => ({ value: e.code as CodeOf<D>, label: e.label })),
    label: (code) => entry(code)?.label ?? "",
    entry,
    keyOf: (code) => entry(code)?.key,
    isValid: (value: unknown): value is CodeOf<D> =>
      (typeof value === "string" || typeof value === "number") && byCode.has(value),
    schema,
    querySchema,
  };
  const members = Object.fromEntries(entries.map((e) => [e.key, e.code]));
  return Object.freeze({ ...members, ...api }) as CodeList<D>;
}
