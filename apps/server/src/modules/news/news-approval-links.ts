import {
  type NewsApprovalDone,
  type NewsApprovalView,
  type NewsAudience,
  type NewsStatus,
  type NewsType,
  NonLoginAccessKeyDataType,
} from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import {
  type AccessKeyRow,
  consumeAccessKey,
  resolveAccessKey,
} from "../../platform/access-keys/non-login-access-keys";
import { loginUser } from "../../platform/auth/login-user.tables";
import { AppError } from "../../platform/errors/app-error";
import { newsApprovalRequest, newsItem } from "./news.tables";
import { authorOf } from "./news-approval-mail";
import { isApprover } from "./news-approvers";
import type { NewsDeps } from "./news-deps";
import { categoryName, type NewsRow, TYPE_NAMES, viewOf } from "./news-rows";
import { type Decision, decide } from "./news-workflow";

// /announcement-approval and /faq-approval (spec §2.1, public): an approver's mailed link. The key is
// a DELIVER_APPROVAL access key naming one request (approver, item, content version, round, stage).
// It opens the item as members will see it, and decides once. Each refusal says why in Japanese:
// - forged, expired or already used: the key no longer resolves;
// - the item was edited (or returned and resubmitted) since the mail: a newer mail has the live link;
// - the stage was decided by another approver, or the item was deleted;
// - the person is no longer an approver of that stage.

const CODE = "FORM_ACCESS_KEY_IS_NOT_VALID";
export const linkMessages = {
  invalid:
    "このリンクは無効です。有効期限が切れているか、すでに使用されたか、正しくないリンクです。承認が必要な場合は、管理画面から操作するか、申請者に再申請を依頼してください。",
  wrongType: "このリンクは別の種類の承認用です。メールに記載されたリンクをそのまま開いてください。",
  edited: (type: NewsType) =>
    `この${TYPE_NAMES[type]}は、承認依頼のメールが送られた後に内容が変更されました。このリンクでは承認できません。変更後の内容で届く新しい依頼メールのリンクから確認してください。`,
  decided:
    "この承認依頼は、すでに処理されています（他の承認者が承認・差し戻しをしたか、取り下げられました）。",
  notApprover: "あなたは現在この段階の承認者ではないため、このリンクでは承認・差し戻しができません。",
} as const;

const refuse = (message: string) => new AppError(CODE, message);

interface Opened {
  key: AccessKeyRow;
  row: NewsRow;
  stage: number;
  approver: { loginUserId: number; name: string };
}

/** What a link stands for, checked against the item as it is now; throws the reason it does not work. */
async function openLink(deps: NewsDeps, type: NewsType, key: AccessKeyRow | null): Promise<Opened> {
  if (!key || key.targetId === null) throw refuse(linkMessages.invalid);
  const [found] = await deps.db
    .select({ request: newsApprovalRequest, item: newsItem })
    .from(newsApprovalRequest)
    .leftJoin(newsItem, and(eq(newsItem.id, newsApprovalRequest.itemId), eq(newsItem.tenantId, key.tenantId)))
    .where(and(eq(newsApprovalRequest.tenantId, key.tenantId), eq(newsApprovalRequest.id, key.targetId)));
  if (!found) throw refuse(linkMessages.invalid);
  const { request, item } = found;
  if (!item) throw refuse(linkMessages.decided);
  if (item.type !== type) throw refuse(linkMessages.wrongType);
  if (item.contentVersion !== request.itemVersion) throw refuse(linkMessages.edited(type));
  if (item.approvalRound !== request.round || item.status !== 4 || item.approvalStage !== request.stage)
    throw refuse(linkMessages.decided);
  if (!(await isApprover(deps.db, item, type, request.stage, request.loginUserId)))
    throw refuse(linkMessages.notApprover);
  const [user] = await deps.db
    .select({ name: loginUser.name })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, key.tenantId), eq(loginUser.id, request.loginUserId)));
  if (!user) throw refuse(linkMessages.notApprover);
  return {
    key,
    row: item,
    stage: request.stage,
    approver: { loginUserId: request.loginUserId, name: user.name },
  };
}

export async function openApproval(deps: NewsDeps, type: NewsType, token: string): Promise<NewsApprovalView> {
  const key = await resolveAccessKey(deps.db, token, NonLoginAccessKeyDataType.DELIVER_APPROVAL);
  const { row, stage, approver } = await openLink(deps, type, key);
  const author = await authorOf(deps.db, row);
  return {
    item: viewOf(row, await categoryName(deps.db, row), deps.publicUrl),
    approverName: approver.name,
    authorName: author?.name ?? "",
    stage,
    stageCount: row.stageCount ?? 1,
    audience: row.audience as NewsAudience,
    recipientCount: row.recipientCount,
  };
}

/**
 * Decides from the link: the item is checked as on opening, then the key is spent (one conditional
 * UPDATE, so of two clicks only one decides) in the transaction that records the decision.
 */
export async function decideByLink(
  deps: NewsDeps,
  type: NewsType,
  token: string,
  decision: Decision,
): Promise<NewsApprovalDone> {
  const before = await openLink(
    deps,
    type,
    await resolveAccessKey(deps.db, token, NonLoginAccessKeyDataType.DELIVER_APPROVAL),
  );
  const row = await decide(
    deps,
    before.row,
    before.stage,
    { loginUserId: before.approver.loginUserId, name: before.approver.name, via: "MAIL_LINK" },
    decision,
    {
      // Spent in the decision's transaction: a refused decision leaves the link usable.
      async inTransaction(tx) {
        const spent = await consumeAccessKey(tx, token, NonLoginAccessKeyDataType.DELIVER_APPROVAL);
        if (!spent) throw refuse(linkMessages.invalid);
      },
    },
  );
  return { decision: decision.decision, status: row.status as NewsStatus, title: row.title };
}
