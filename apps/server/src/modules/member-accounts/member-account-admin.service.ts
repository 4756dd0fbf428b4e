import {
  type LoginQrLinks,
  type LoginQrSheetBody,
  MEMBER_ACCOUNT_PAGE_SIZE,
  type MemberAccountList,
  type MemberAccountSearchBody,
  NonLoginAccessKeyDataType,
  type RegistrationRate,
} from "@gakumu/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { issueAccessKeys, revokeMemberAccessKeys } from "../../platform/access-keys/non-login-access-keys";
import type { DeliveryEngine } from "../../platform/delivery/delivery-engine";
import { ValidationError } from "../../platform/errors/app-error";
import { listGrades, listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import { organization } from "../../platform/tenancy/tenancy.tables";
import {
  countAppRegistrations,
  listAppMembersForStaff,
  type RegisteredCondition,
  visibleAppMembers,
} from "../members/member-app-lookups";
import { type LoginQrCard, renderLoginQrSheet } from "./login-qr-sheet";
import { MEMBER_ACCOUNT_MENU } from "./member-accounts.menu";
import { memberAccount } from "./member-accounts.tables";

export interface MemberAccountAdminDeps {
  db: Db;
  delivery: DeliveryEngine;
  publicUrl: string;
}

/** "This member has an app account", over the members module's member.id column. */
const hasAccount: RegisteredCondition = (memberRowId) =>
  sql`exists (select 1 from ${memberAccount} where ${memberAccount.memberId} = ${memberRowId})`;

const NO_GRADE = "学年なし";
const NO_PLACEMENT = "所属なし";

/** Grade and hierarchy names of the organisation, for labels ("1年", "高等部 / 1年 / A組"). */
async function labelsOf(db: Db, organizationId: number) {
  const [grades, nodes] = await Promise.all([
    listGrades(db, organizationId),
    listHierarchyNodes(db, organizationId),
  ]);
  const gradeNames = new Map(grades.map((g) => [g.gradeCd, g.name]));
  const byCode = new Map(nodes.map((n) => [n.divisionCd, n]));
  const placementName = (code: string | null) => {
    if (!code) return NO_PLACEMENT;
    const names: string[] = [];
    const seen = new Set<string>();
    for (
      let node = byCode.get(code);
      node && !seen.has(node.divisionCd);
      node = byCode.get(node.parentDivisionCd)
    ) {
      seen.add(node.divisionCd);
      names.unshift(node.name);
    }
    return names.length > 0 ? names.join(" / ") : code;
  };
  const gradeName = (grade: number | null) =>
    grade === null ? NO_GRADE : (gradeNames.get(grade) ?? `${grade}年`);
  return { gradeName, placementName };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** アプリ利用者管理's list: the members the caller may see, with their app account and channels. */
export async function searchMemberAccounts(
  deps: MemberAccountAdminDeps,
  ctx: RequestContext,
  body: z.output<typeof MemberAccountSearchBody>,
): Promise<MemberAccountList> {
  requireMenu(ctx, MEMBER_ACCOUNT_MENU, "read");
  const { db } = deps;
  const page = { page: body.page, size: MEMBER_ACCOUNT_PAGE_SIZE };
  const found = await listAppMembersForStaff(db, ctx, body, hasAccount, page);
  const ids = found.rows.map((r) => r.id);
  const accounts =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(memberAccount)
          .where(and(eq(memberAccount.tenantId, ctx.tenantId), inArray(memberAccount.memberId, ids)));
  const accountOf = new Map(accounts.map((a) => [a.memberId, a]));
  const channels = ids.length === 0 ? new Map() : await deps.delivery.memberChannels(ctx.tenantId, ids);
  const labels = await labelsOf(db, ctx.organizationId);
  return {
    total: found.total,
    page: page.page,
    pageSize: page.size,
    rows: found.rows.map((r) => {
      const account = accountOf.get(r.id);
      const channel = channels.get(r.id);
      return {
        id: r.id,
        memberId: r.memberId,
        name: r.name,
        gradeName: labels.gradeName(r.grade),
        placementName: labels.placementName(r.placementCd),
        registered: account !== undefined,
        registeredAt: iso(account?.registeredAt ?? null),
        lastSeenAt: iso(account?.lastSeenAt ?? null),
        loginMailAddress: account?.mailVerifiedAt ? account.loginMailAddress : null,
        channels: channel ? { push: channel.push, line: channel.line, mail: channel.mail } : null,
      };
    }),
  };
}

/** The registration rate per grade and per class (deepest hierarchy node), of the members visible. */
export async function registrationRate(
  deps: MemberAccountAdminDeps,
  ctx: RequestContext,
): Promise<RegistrationRate> {
  requireMenu(ctx, MEMBER_ACCOUNT_MENU, "read");
  const counts = await countAppRegistrations(deps.db, ctx, hasAccount);
  const labels = await labelsOf(deps.db, ctx.organizationId);
  const byGrade = new Map<number | null, { total: number; registered: number }>();
  const byPlacement = new Map<string | null, { total: number; registered: number }>();
  let total = 0;
  let registered = 0;
  for (const c of counts) {
    total += c.total;
    registered += c.registered;
    for (const [map, key] of [
      [byGrade, c.grade],
      [byPlacement, c.placementCd],
    ] as const) {
      const entry = (map as Map<typeof key, { total: number; registered: number }>).get(key) ?? {
        total: 0,
        registered: 0,
      };
      entry.total += c.total;
      entry.registered += c.registered;
      (map as Map<typeof key, { total: number; registered: number }>).set(key, entry);
    }
  }
  const nullsLast = <T>(a: T | null, b: T | null, compare: (x: T, y: T) => number) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : compare(a, b);
  return {
    total,
    registered,
    byGrade: [...byGrade.entries()]
      .sort(([a], [b]) => nullsLast(a, b, (x, y) => x - y))
      .map(([grade, e]) => ({ grade, gradeName: labels.gradeName(grade), ...e })),
    byPlacement: [...byPlacement.entries()]
      .map(([placementCd, e]) => ({ placementCd, placementName: labels.placementName(placementCd), ...e }))
      .sort((a, b) =>
        nullsLast(a.placementCd, b.placementCd, () => a.placementName.localeCompare(b.placementName, "ja")),
      ),
  };
}

const dayJa = (d: Date) => {
  const parts = new Intl.DateTimeFormat("ja-JP", {
    timeZone: "Asia/Tokyo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(d);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}/${part("month")}/${part("day")}`;
};

/**
 * New single-use LOGIN_QR keys for the chosen members the caller may see, replacing any earlier QR of
 * theirs still unused (a lost sheet stops working): a reissue is issuing again.
 */
async function issueLoginQrs(
  deps: MemberAccountAdminDeps,
  ctx: RequestContext,
  body: z.output<typeof LoginQrSheetBody>,
  now: Date,
) {
  requireMenu(ctx, MEMBER_ACCOUNT_MENU, "write");
  const { db } = deps;
  const members = await visibleAppMembers(db, ctx, [...new Set(body.memberIds)]);
  if (members.length === 0)
    throw new ValidationError("印刷できるメンバーがいません。メンバーを選び直してください。");
  const expiresAt = new Date(now.getTime() + body.validDays * 86_400_000);
  const keys = await db.transaction(async (tx) => {
    await revokeMemberAccessKeys(
      tx,
      {
        tenantId: ctx.tenantId,
        memberIds: members.map((m) => m.id),
        dataTypes: [NonLoginAccessKeyDataType.LOGIN_QR],
      },
      now,
    );
    return issueAccessKeys(
      tx,
      members.map((m) => ({
        tenantId: ctx.tenantId,
        dataType: NonLoginAccessKeyDataType.LOGIN_QR,
        memberId: m.id,
        expiresAt,
      })),
    );
  });
  return members.map((m, i) => ({
    member: m,
    url: `${deps.publicUrl}/app/member/qr/${keys[i]!.token}`,
    expiresAt,
  }));
}

/** Login QR sheet (and reissue): the new QRs drawn 12 to an A4 page. */
export async function printLoginQrSheet(
  deps: MemberAccountAdminDeps,
  ctx: RequestContext,
  body: z.output<typeof LoginQrSheetBody>,
  now = new Date(),
): Promise<{ fileName: string; pdf: Uint8Array; count: number }> {
  const issued = await issueLoginQrs(deps, ctx, body, now);
  const [school] = await deps.db
    .select({ name: organization.name })
    .from(organization)
    .where(and(eq(organization.tenantId, ctx.tenantId), eq(organization.id, ctx.organizationId)));
  const labels = await labelsOf(deps.db, ctx.organizationId);
  const cards: LoginQrCard[] = issued.map(({ member: m, url, expiresAt }) => ({
    schoolName: school?.name ?? "",
    placement: [
      m.grade === null ? "" : labels.gradeName(m.grade),
      m.placementCd ? labels.placementName(m.placementCd) : "",
    ]
      .filter(Boolean)
      .join("　"),
    memberId: m.memberId,
    name: m.name,
    url,
    expiresOn: dayJa(expiresAt),
  }));
  const pdf = await renderLoginQrSheet(cards);
  const stamp = dayJa(now).replaceAll("/", "");
  return { fileName: `ログインQR_${stamp}.pdf`, pdf, count: issued.length };
}

/** The same new QRs as links, for handing over without paper. */
export async function loginQrLinks(
  deps: MemberAccountAdminDeps,
  ctx: RequestContext,
  body: z.output<typeof LoginQrSheetBody>,
  now = new Date(),
): Promise<LoginQrLinks> {
  const issued = await issueLoginQrs(deps, ctx, body, now);
  return {
    links: issued.map(({ member: m, url, expiresAt }) => ({
      id: m.id,
      memberId: m.memberId,
      name: m.name,
      url,
      expiresAt: expiresAt.toISOString(),
    })),
  };
}
