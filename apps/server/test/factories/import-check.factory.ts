import { expectCall, type FactoryContext, uniqueCode } from "./factory-context";
import type { TenantFixture } from "./tenant.factory";

export type ImportKind = "member-import" | "concern-import";

/** A member list uploaded to the importer and checked (one new member), not committed. */
export async function newImportCheck(
  t: FactoryContext,
  s: TenantFixture,
  kind: ImportKind = "member-import",
) {
  const csv = `会員ID,氏名\r\n${uniqueCode("I")},${s.marker} 取込\r\n`;
  const boundary = `----gakumu${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="名簿.csv"\r\nContent-Type: text/csv\r\n\r\n`;
  const res = await expectCall(
    t,
    {
      method: "POST",
      url: `/app/api/${kind}/upload`,
      headers: { ...s.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), Buffer.from(csv), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    },
    200,
  );
  const checked = res.json();
  if (!checked.committable) throw new Error(`the import check found errors: ${res.body.slice(0, 300)}`);
  return { syncLogId: checked.syncLogId as number };
}
