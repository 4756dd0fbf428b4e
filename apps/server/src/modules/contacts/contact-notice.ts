import type { Db } from "../../db/client";
import type { JobQueue } from "../../platform/jobs/job-queue";
import { notifyStaff, STAFF_NOTICE_JOB } from "../staff-notices/notify-staff";
import type { ContactRow } from "./contact-post";

// Telling the class's staff that a report came in: the staff-notices module decides who (those who
// turned 「メンバーからの連絡」 on in 通知設定 and whose reference scope covers the member) and how
// (mail, Web Push, and a toast in open back offices). Recorded in the report's own transaction.

export function contactNoticeText(row: Pick<ContactRow, "memberName" | "typeName" | "reason" | "date">) {
  const day = `${row.date.slice(5, 7)}/${row.date.slice(8, 10)}`;
  return {
    title: `${row.typeName}連絡`,
    body: `${row.memberName}：${row.reason ? `${row.reason}のため` : ""}${row.typeName}（${day}）`,
  };
}

export function contactNotifier(jobs: JobQueue) {
  return {
    onStored: (tx: Db, row: ContactRow) =>
      notifyStaff({ jobs }, tx, {
        tenantId: row.tenantId,
        organizationId: row.organizationId,
        type: "CONTACT_FROM_MEMBER",
        ...contactNoticeText(row),
        link: `/contact?date=${row.date}&id=${row.id}`,
        memberId: row.memberId,
      }),
    /** After the commit: the mail and push job need not wait for its polling interval. */
    wake: () => jobs.wake(STAFF_NOTICE_JOB),
  };
}
