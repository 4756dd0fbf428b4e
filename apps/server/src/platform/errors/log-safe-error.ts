/**
 * Errors as they may be written to the log: without the values of a failed SQL statement.
 *
 * Drizzle wraps a database failure in an error whose message ends with `params: <every bound
 * value>` and which carries them again as `params`; PostgreSQL's own error adds `detail` (「Key
 * (mail_address)=(taro@example.jp) already exists」) and some messages quote the refused value. Those
 * are names, addresses and answers: personal data that has no place in a log. The statement text
 * itself stays (its values are placeholders), with the SQLSTATE code, table, column and constraint,
 * which are what a developer needs to find the fault.
 */

// Properties that carry bound values or rows, on Drizzle's, node-postgres' and PGlite's errors.
const VALUE_KEYS = new Set(["params", "parameters", "values", "detail", "where", "internalQuery", "raw"]);

// 「invalid input syntax for type integer: "abc"」, 「… for type uuid: "…"」, 「invalid input value for enum x: "…"」
const QUOTED_INPUT = /(invalid input (?:syntax|value) for [^:\n]+: ).*$/m;

const WITHHELD = "（値は記録しません）";

export function withoutSqlValues(message: string): string {
  // Drizzle: "Failed query: <sql>\nparams: <values>" → keep the statement, drop the values.
  return message
    .replace(/\nparams: [\s\S]*$/, `\nparams: ${WITHHELD}`)
    .replace(QUOTED_INPUT, `$1${WITHHELD}`);
}

/** What pino's own serializer gives: type, message and stack, then the error's own properties. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function clean(err: Error, depth: number): LoggedError {
  const message = withoutSqlValues(err.message);
  const out: LoggedError = { type: err.constructor?.name ?? err.name, message, stack: "" };
  for (const [key, value] of Object.entries(err)) {
    if (key === "cause" || key === "message" || key === "stack") continue;
    if (VALUE_KEYS.has(key)) out[key] = WITHHELD;
    else if (value instanceof Error) out[key] = depth < 5 ? clean(value, depth + 1) : value.name;
    else out[key] = value;
  }
  if (typeof err.stack === "string") out.stack = withoutSqlValues(err.stack.replace(err.message, message));
  if (err.cause instanceof Error && depth < 5) out.cause = clean(err.cause, depth + 1);
  if (err instanceof AggregateError) out.aggregateErrors = err.errors.map((e) => serializeErrorForLog(e));
  return out;
}

/**
 * The `err` serializer of every logger of the process, in place of pino's: the same fields (type,
 * message, stack, code and the error's own properties, causes nested), minus SQL values.
 */
export function serializeErrorForLog(error: Error): LoggedError {
  // pino hands over whatever was logged under `err`; anything but an Error goes out as it came.
  return error instanceof Error ? clean(error, 0) : (error as unknown as LoggedError);
}

export const logSerializers = { err: serializeErrorForLog, error: serializeErrorForLog };
