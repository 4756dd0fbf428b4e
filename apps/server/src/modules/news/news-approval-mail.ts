import {
  NEWS_APPROVAL_LINK_DAYS,
  NEWS_APPROVAL_PATH,
  type NewsType,
  NonLoginAccessKeyDataType,
} from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { issueAccessKeys } from "../../platform/access-keys/non-login-access-keys";
import { loginUser } from "../../platform/auth/login-user.tables";
import { newsApprovalRequest } from "./news.tables";
import type { Approver } from "./news-approvers";
import type { NewsDeps } from "./news-deps";
import { type NewsRow, TYPE_NAMES } from "./news-rows";

// The mails of the approval step. Each approver of the stage now waiting gets a request row (item,
// content version, round, stage, approver) and a DELIVER_APPROVAL access key pointing at it: the link
// is personal, single-use and expires. Mails are written in the caller's transaction.

export const approvalLink = (publicUrl: string, type: NewsType, token: string) =>
  `${publicUrl}${NEWS_APPROVAL_PATH[type]}?key=${encodeURIComponent(token)}`;

const stageLabel = (row: NewsRow, stage: number) =>
  (row.stageCount ?? 1) > 1 ? `${stage}段階目（全${row.stageCount}段階）` : "";

export async function mailApprovers(
  tx: Db,
  deps: Pick<NewsDeps, "mailer" | "publicUrl">,
  row: NewsRow,
  stage: number,
  approvers: readonly Approver[],
  now: Date = new Date(),
): Promise<void> {
  const reachable = approvers.filter((a) => a.mailAddress.trim() !== "");
  if (reachable.length === 0) return;
  const expiresAt = new Date(now.getTime() + NEWS_APPROVAL_LINK_DAYS * 86_400_000);
  const requests = await tx
    .insert(newsApprovalRequest)
    .values(
      reachable.map((a) => ({
        tenantId: row.tenantId,
        itemId: row.id,
        itemVersion: row.contentVersion,
        round: row.approvalRound,
        stage,
        loginUserId: a.loginUserId,
      })),
    )
    .returning({ id: newsApprovalRequest.id });
  const keys = await issueAccessKeys(
    tx,
    requests.map((r) => ({
      tenantId: row.tenantId,
      dataType: NonLoginAccessKeyDataType.DELIVER_APPROVAL,
      targetId: r.id,
      expiresAt,
    })),
  );
  const author = await authorOf(tx, row);
  const type = row.type as NewsType;
  await deps.mailer.sendMany(
    reachable.map((a, i) => ({
      tenantId: row.tenantId,
      organizationId: row.organizationId,
      to: a.mailAddress.trim(),
      template: "news-approval-request" as const,
      params: {
        name: a.name,
        typeName: TYPE_NAMES[type],
        title: row.title,
        authorName: author?.name ?? "",
        stageLabel: stageLabel(row, stage),
        link: approvalLink(deps.publicUrl, type, keys[i]!.token),
        expiresAt,
      },
      idempotencyKey: `news-approval-request-${requests[i]!.id}`,
    })),
    { tx },
  );
}

export async function authorOf(db: Db, row: NewsRow) {
  const [author] = await db
    .select({ name: loginUser.name, mailAddress: loginUser.mailAddress })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, row.tenantId), eq(loginUser.id, row.createdByLoginUserId)));
  return author ?? null;
}

/** The author hears of the final approval or of a return. */
export async function mailAuthor(
  tx: Db,
  deps: Pick<NewsDeps, "mailer">,
  row: NewsRow,
  result: "APPROVED" | "PUBLISHED" | "RETURNED",
  actorName: string,
  comment: string,
): Promise<void> {
  const author = await authorOf(tx, row);
  if (!author?.mailAddress.trim()) return;
  await deps.mailer.send({
    tx,
    tenantId: row.tenantId,
    organizationId: row.organizationId,
    to: author.mailAddress.trim(),
    template: "news-approval-result",
    params: {
      name: author.name,
      typeName: TYPE_NAMES[row.type as NewsType],
      title: row.title,
      result,
      actorName,
      comment,
      publishFrom: row.publishFrom,
    },
    idempotencyKey: `news-approval-result-${row.id}-${row.version}`,
  });
}
