import type {
  LoginUserItem as LoginUserItemSchema,
  LoginUserPage as LoginUserPageSchema,
} from "@gakumu/domain";
import { DEFAULT_PAGE_DISPLAY_COUNT, toHalfWidthAscii } from "@gakumu/domain";
import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { loginUser } from "../../platform/auth/login-user.tables";
import { NotFoundError } from "../../platform/errors/app-error";
import { loginUserPermission, permissionSet } from "../../platform/permissions/permissions.tables";
import { visibleLoginUsers } from "./login-user-visibility";
import { LOGIN_USER_MENU, LOGIN_USER_READERS } from "./login-users.menu";

/** The shapes the routes declare (@gakumu/domain's login-user contracts): one definition for the query and the reply. */
export type LoginUserItem = z.infer<typeof LoginUserItemSchema>;
export type LoginUserPage = z.infer<typeof LoginUserPageSchema>;

export class LoginUserNotVisibleError extends NotFoundError {
  constructor() {
    super("ユーザーが見つかりません。");
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** ID, name or mail containing the keyword; a login id typed in full-width still matches. */
function keywordCondition(keyword: string | undefined): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const variants = [...new Set([text, toHalfWidthAscii(text)])].map((v) => `%${escapeLike(v)}%`);
  return or(
    ...variants.flatMap((v) => [
      ilike(loginUser.displayUserId, v),
      ilike(loginUser.name, v),
      ilike(loginUser.mailAddress, v),
    ]),
  );
}

function selectItems(db: Db, ctx: RequestContext) {
  return db
    .select({
      user: loginUser,
      permissionSetId: loginUserPermission.permissionSetId,
      permissionSetName: permissionSet.name,
      referenceAuthority: loginUserPermission.referenceAuthority,
      gradePermission: loginUserPermission.gradePermission,
    })
    .from(loginUser)
    .leftJoin(
      loginUserPermission,
      and(
        eq(loginUserPermission.loginUserId, loginUser.id),
        eq(loginUserPermission.organizationId, ctx.organizationId),
        eq(loginUserPermission.processMode, ctx.processMode),
      ),
    )
    .leftJoin(permissionSet, eq(permissionSet.id, loginUserPermission.permissionSetId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectItems>["execute"]>>[number];

function toItem(row: Row, now = Date.now()): LoginUserItem {
  const u = row.user;
  return {
    loginUserId: u.id,
    displayUserId: u.displayUserId,
    name: u.name,
    mailAddress: u.mailAddress,
    locked: u.lockedUntil !== null && u.lockedUntil.getTime() > now,
    lockedUntil: u.lockedUntil?.toISOString() ?? null,
    totpEnabled: u.totpEnabled,
    passwordChangeRequired: u.passwordChangeRequired,
    passwordChangedAt: u.passwordChangedAt.toISOString(),
    lastLoginAt: u.lastLoginAt?.toISOString() ?? null,
    permission:
      row.permissionSetId === null
        ? null
        : {
            permissionSetId: row.permissionSetId,
            permissionSetName: row.permissionSetName ?? "",
            referenceAuthority: row.referenceAuthority ?? 0,
            gradePermission: row.gradePermission ?? -1,
          },
  };
}

/** One page (20 rows, spec §9) of the login users the caller may see, in login id order. */
export async function searchLoginUsers(
  db: Db,
  ctx: RequestContext,
  query: { keyword?: string; page?: number },
): Promise<LoginUserPage> {
  requireMenu(ctx, LOGIN_USER_READERS, "read");
  const page = query.page ?? 1;
  const where = and(await visibleLoginUsers(db, ctx), keywordCondition(query.keyword));
  const [total] = await db.select({ n: count() }).from(loginUser).where(where);
  const rows = await selectItems(db, ctx)
    .where(where)
    .orderBy(asc(loginUser.displayUserId))
    .limit(DEFAULT_PAGE_DISPLAY_COUNT)
    .offset((page - 1) * DEFAULT_PAGE_DISPLAY_COUNT);
  const now = Date.now();
  return {
    totalCount: total?.n ?? 0,
    page,
    pageSize: DEFAULT_PAGE_DISPLAY_COUNT,
    loginUserList: rows.map((r) => toItem(r, now)),
  };
}

/** A login user the caller may see; another tenant's or an invisible id is a 404, never data. */
export async function getVisibleLoginUser(
  db: Db,
  ctx: RequestContext,
  loginUserId: number,
): Promise<LoginUserItem> {
  requireMenu(ctx, LOGIN_USER_READERS, "read");
  return loadItem(db, ctx, and(await visibleLoginUsers(db, ctx), eq(loginUser.id, loginUserId))!);
}

/** A login user of the caller's tenant whatever the caller's reference authority (e.g. one they just created). */
export async function getTenantLoginUser(
  db: Db,
  ctx: RequestContext,
  loginUserId: number,
): Promise<LoginUserItem> {
  requireMenu(ctx, LOGIN_USER_MENU, "read");
  return loadItem(db, ctx, and(eq(loginUser.tenantId, ctx.tenantId), eq(loginUser.id, loginUserId))!);
}

async function loadItem(db: Db, ctx: RequestContext, where: SQL): Promise<LoginUserItem> {
  const [row] = await selectItems(db, ctx).where(where).limit(1);
  if (!row) throw new LoginUserNotVisibleError();
  return toItem(row);
}
