import type { Database } from "../../db/client";
import { findTenantByCode } from "../../platform/tenancy/tenancy.service";
import { type CliIo, CliUserError } from "../io";

export interface MailOutboxArgs {
  tenant?: string;
  limit?: number;
  /** Print each mail's text body too (how an administrator reads mail when no SMTP server is set). */
  body?: boolean;
}

interface OutboxRow {
  id: number;
  created_at: Date | string;
  status: string;
  tenant_cd: string | null;
  to_address: string;
  subject: string;
  text_body: string;
}

const tokyo = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/**
 * mail:outbox — the newest mails of the outbox, newest first. Raw SQL on purpose: the CLI reads the
 * table the mail platform owns without depending on its TypeScript.
 */
export async function mailOutbox(database: Database, args: MailOutboxArgs, io: CliIo): Promise<void> {
  const limit = args.limit ?? 20;
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
    throw new CliUserError("表示件数は1〜1000の整数で指定してください。");
  }
  let tenantId: number | null = null;
  if (args.tenant) {
    const tenant = await findTenantByCode(database.db, args.tenant);
    if (!tenant) throw new CliUserError(`テナントコード「${args.tenant}」のテナントが見つかりません。`);
    tenantId = tenant.id;
  }
  const { rows } = await database.executeSql(
    `select o.id, o.created_at, o.status, t.tenant_cd, o.to_address, o.subject, o.text_body
       from mail_outbox o left join tenant t on t.id = o.tenant_id
      where ($1::int is null or o.tenant_id = $1::int)
      order by o.id desc
      limit $2::int`,
    [tenantId, limit],
  );
  const mails = rows as OutboxRow[];
  if (mails.length === 0) {
    io.out("送信待ちメールはありません");
    return;
  }
  io.out(`メール ${mails.length} 件（新しい順）`);
  for (const m of mails) {
    const when = tokyo.format(new Date(m.created_at));
    io.out(
      `#${m.id}  ${when}  [${m.status}]  ${m.tenant_cd ?? "-"}  宛先: ${m.to_address}  件名: ${m.subject}`,
    );
    if (args.body) {
      for (const line of m.text_body.split(/\r?\n/)) io.out(`    ${line}`);
    }
  }
}
