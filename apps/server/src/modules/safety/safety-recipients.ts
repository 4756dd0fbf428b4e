import {
  SAFETY_RECIPIENT_PAGE_SIZE,
  type SafetyAnswerBody,
  type SafetyRecipientPage,
  type SafetyRecipientRow,
} from "@gakumu/domain";
import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { loginUser } from "../../platform/auth/login-user.tables";
import { NotFoundError } from "../../platform/errors/app-error";
import { loadHierarchy } from "../members/member-hierarchy";
import { memberRowScope, viewerSeesMember } from "../members/member-row-scope";
import { memberPhones } from "../members/member-safety-lookups";
import { memberLabels } from "../members/member-targets";
import { SAFETY_READ_MENUS, SAFETY_RESULT_MENU } from "./safety.menu";
import { safetyRecipient } from "./safety.tables";
import {
  answerMessages,
  answerStateOf,
  type RecipientRow,
  recipientWithSend,
  saveAnswer,
} from "./safety-answers";
import type { SafetyDeps } from "./safety-deps";
import { findOwnSend, loginUserNames } from "./safety-results";

// A send's recipients with their answer, name, placement and phone number (the 重傷 / 軽傷 / 未回答
// lists with someone to call), and staff registering an answer for a member after a phone call.

/** Recipients as the screens show them; also the dashboard's lists and the export's rows. */
export async function recipientRowsOf(
  deps: Pick<SafetyDeps, "db">,
  ctx: Pick<RequestContext, "tenantId" | "organizationId">,
  rows: readonly RecipientRow[],
): Promise<SafetyRecipientRow[]> {
  const memberIds = rows.map((r) => r.memberId).filter((id): id is number => id !== null);
  const staffIds = rows.map((r) => r.loginUserId).filter((id): id is number => id !== null);
  const [labels, phones, hierarchy, names, staff] = await Promise.all([
    memberLabels(deps.db, ctx.tenantId, memberIds),
    memberPhones(deps.db, ctx.tenantId, memberIds),
    loadHierarchy(deps.db, ctx.organizationId),
    loginUserNames(
      deps.db,
      ctx.tenantId,
      rows.map((r) => r.answeredByLoginUserId),
    ),
    staffIds.length === 0
      ? Promise.resolve([])
      : deps.db
          .select({ id: loginUser.id, displayUserId: loginUser.displayUserId, name: loginUser.name })
          .from(loginUser)
          .where(and(eq(loginUser.tenantId, ctx.tenantId), inArray(loginUser.id, staffIds))),
  ]);
  const staffById = new Map(staff.map((s) => [s.id, s]));
  return rows.map((r) => {
    const state = answerStateOf(r);
    const label = r.memberId === null ? undefined : labels.get(r.memberId);
    const phone = r.memberId === null ? undefined : phones.get(r.memberId);
    const user = r.loginUserId === null ? undefined : staffById.get(r.loginUserId);
    return {
      recipientId: r.id,
      memberId: r.memberId,
      memberNo: label?.memberId ?? user?.displayUserId ?? "",
      name: label?.name ?? user?.name ?? "（削除済み）",
      placement: user
        ? "職員"
        : hierarchy.namesOf([r.divisionCd, r.sectionCd, r.subsectionCd, r.unitCd, r.subunitCd]).join(" ／ "),
      telNo: phone?.mobileTelNo || phone?.telNo || null,
      safetyState: r.safetyState,
      answers: state?.answers ?? {},
      answerMethod: r.answerMethod,
      answeredAt: r.answeredAt?.toISOString() ?? null,
      answeredBy: r.answeredByLoginUserId === null ? null : (names.get(r.answeredByLoginUserId) ?? ""),
      readAt: r.readAt?.toISOString() ?? null,
    };
  });
}

export async function safetyRecipients(
  deps: SafetyDeps,
  ctx: RequestContext,
  sendId: number,
  query: { state: "" | "0" | "1" | "2" | "3"; page: number },
): Promise<SafetyRecipientPage> {
  requireMenu(ctx, SAFETY_READ_MENUS, "read");
  await findOwnSend(deps.db, ctx, sendId);
  const where = and(
    eq(safetyRecipient.tenantId, ctx.tenantId),
    eq(safetyRecipient.safetySendId, sendId),
    query.state === "" ? undefined : eq(safetyRecipient.safetyState, Number(query.state)),
    await memberRowScope(deps.db, ctx, safetyRecipient.memberId),
  ) as SQL;
  const [counted] = await deps.db.select({ n: count() }).from(safetyRecipient).where(where);
  const rows = await deps.db
    .select()
    .from(safetyRecipient)
    .where(where)
    .orderBy(asc(safetyRecipient.id))
    .limit(SAFETY_RECIPIENT_PAGE_SIZE)
    .offset((query.page - 1) * SAFETY_RECIPIENT_PAGE_SIZE);
  return {
    items: await recipientRowsOf(deps, ctx, rows),
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: SAFETY_RECIPIENT_PAGE_SIZE,
  };
}

/** 代理登録: staff record a member's answer (a phone call); marked PROXY with who registered it. */
export async function registerProxyAnswer(
  deps: SafetyDeps,
  ctx: RequestContext,
  sendId: number,
  recipientId: number,
  input: SafetyAnswerBody,
): Promise<SafetyRecipientRow> {
  requireMenu(ctx, SAFETY_RESULT_MENU, "write");
  const send = await findOwnSend(deps.db, ctx, sendId);
  const found = await recipientWithSend(deps.db, ctx.tenantId, { recipientId });
  if (!found || found.send.id !== send.id) throw new NotFoundError(answerMessages.notFound);
  // A member outside the caller's list scope (spec §6) is not found here either.
  const memberId = found.recipient.memberId;
  if (memberId !== null && !(await viewerSeesMember(deps.db, ctx, memberId)))
    throw new NotFoundError(answerMessages.notFound);
  const row = await saveAnswer(deps, found, input, { method: "PROXY", loginUserId: ctx.loginUserId });
  const [out] = await recipientRowsOf(deps, ctx, [row]);
  return out!;
}
