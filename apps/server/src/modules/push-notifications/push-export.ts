import { AnswerMethod, SendStatus } from "@gakumu/domain";
import { z } from "zod";
import type { Db } from "../../db/client";
import { requireMenu } from "../../platform/access/require-menu";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { recipientMemberId } from "../../platform/delivery/delivery-engine";
import type { ExportColumn } from "../../platform/exports/cells";
import type { ExportScope, ExportSource } from "../../platform/exports/export-source";
import { memberRowScope } from "../members/member-row-scope";
import { findOwnPush, recipientRows } from "./push-history";
import { PUSH_HISTORY_MENU } from "./push-notifications.menu";

/** The recipients the requester may see (spec §6); a job reads the requester's authority again. */
const seenBy = (db: Db, scope: ExportScope) =>
  memberRowScope(db, { ...scope, processMode: scope.processMode ?? 0 }, recipientMemberId);

/** The export source's name: one notification's recipients with send state, read and reply. */
export const PUSH_RECIPIENT_EXPORT = "push-recipients";

const Params = z.object({ pushId: z.number().int().min(1) });
type Params = z.infer<typeof Params>;
type Row = Awaited<ReturnType<typeof recipientRows>>[number];

const CHANNEL_LABELS = { push: "アプリ", line: "LINE", mail: "メール" } as const;

const channelText = (row: Row) =>
  row.channels
    .map(
      (c) =>
        `${CHANNEL_LABELS[c.channel]}: ${c.sendStatus === null ? "送信待ち" : SendStatus.label(c.sendStatus)}`,
    )
    .join(" / ");

const failureText = (row: Row) =>
  row.channels
    .filter((c) => c.failureReason)
    .map((c) => `${CHANNEL_LABELS[c.channel]}: ${c.failureReason}`)
    .join(" / ");

const at = (iso: string | null) => (iso ? new Date(iso) : null);

const columns: readonly ExportColumn<Row>[] = [
  { header: "メンバーID", value: (r) => r.memberNo, width: 14 },
  { header: "氏名", value: (r) => r.name, width: 20 },
  { header: "所属", value: (r) => r.placement, width: 30 },
  { header: "送信状態", value: channelText, width: 30 },
  { header: "失敗理由", value: failureText, width: 30 },
  { header: "既読", value: (r) => (r.readAt ? "既読" : "未読"), width: 8 },
  { header: "既読日時", value: (r) => at(r.readAt), width: 18 },
  { header: "既読の方法", value: (r) => AnswerMethod.label(r.answerMethod as "MOBILE_APP"), width: 14 },
  { header: "返信", value: (r) => r.reply ?? "", width: 40 },
  { header: "返信日時", value: (r) => at(r.repliedAt), width: 18 },
];

const BATCH = 1000;

/** Built with the engine, which holds the recipients; registered by the module's jobs(). */
export function pushRecipientExport(delivery: DeliveryEngine): ExportSource<Params, Row> {
  return {
    params: Params,
    describe: () => ({ title: "配信結果", columns }),
    async count(db, scope, params) {
      requireMenu(scope, PUSH_HISTORY_MENU, "read");
      const row = await findOwnPush(db, scope, params.pushId);
      if (row.deliveryId === null) return 0;
      const members = await seenBy(db, scope);
      return (await delivery.recipients(scope.tenantId, row.deliveryId, { page: 1, size: 1, members })).total;
    },
    async *batches(db, scope, params) {
      requireMenu(scope, PUSH_HISTORY_MENU, "read");
      const row = await findOwnPush(db, scope, params.pushId);
      if (row.deliveryId === null) return;
      for (let page = 1; ; page++) {
        const { rows } = await delivery.recipients(scope.tenantId, row.deliveryId, {
          page,
          size: BATCH,
          members: await seenBy(db, scope),
        });
        if (rows.length > 0) yield await recipientRows({ db }, scope, row, rows);
        if (rows.length < BATCH) return;
      }
    },
  };
}
