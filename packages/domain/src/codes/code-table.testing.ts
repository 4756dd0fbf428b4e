import type { CodeDefinition, CodeListApi } from "./define-codes";

// Test support only (not exported from index): a code list as [key, code, label] rows, so a test can
// pin every code, label and the order with one explicit table.
export function rows<D extends Readonly<Record<string, CodeDefinition>>>(
  list: CodeListApi<D>,
): [string, string | number, string][] {
  return list.entries.map((e) => [e.key, e.code, e.label]);
}
