import { and, type Column, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginUser } from "../auth/login-user.tables";
import type { Authority } from "./menu-authority";
import { setEntryForMenu, userPermissionForMenu } from "./permission-joins";
import { loginUserPermission, menu, menuCategory, permissionSetMenu } from "./permissions.tables";

/**
 * What the caller may do, loaded once per request (or once per job run) and carried on the context:
 * - `menus`: menu code → 0 available / 1 reference only, for every menu of the caller's permission
 *   set that is enabled and shown in the current organisation and process mode. A menu that is not
 *   there is unavailable (spec §6: 2, or disabled, hidden, or no permission here at all).
 * - `reference`: the list reference authority of the caller's permission (0 all, 1 organisation,
 *   2 only myself), null when the caller holds no permission in this organisation and mode.
 */
export interface CallerAuthority {
  menus: Readonly<Record<string, 0 | 1>>;
  reference: Authority | null;
}

/** Whose authority: a login user in one organisation and process mode, as values or as columns. */
export interface AuthorityHolder<T = number> {
  tenantId: T;
  organizationId: T;
  processMode: T;
  loginUserId: T;
}

/** A caller holding nothing: every menu unavailable, no reference authority. */
export const NO_AUTHORITY: CallerAuthority = Object.freeze({ menus: Object.freeze({}), reference: null });

/**
 * The two authority columns as correlated subqueries, so the session lookup that runs on every
 * request loads them in its own round trip (no second query per request). The menu conditions are
 * those of findMenuAuthority and the menu list (permission-joins.ts), so the three never differ.
 */
export function authorityColumns(db: Db, who: AuthorityHolder<number | Column>) {
  const menus = db
    .select({
      menus: sql`coalesce(json_object_agg(${menu.menuCd}, ${permissionSetMenu.authority}), '{}'::json)`,
    })
    .from(menu)
    .innerJoin(menuCategory, eq(menuCategory.id, menu.menuCategoryId))
    .innerJoin(loginUserPermission, userPermissionForMenu(who.loginUserId))
    .innerJoin(permissionSetMenu, setEntryForMenu())
    .where(
      and(
        eq(menu.tenantId, who.tenantId),
        eq(menu.organizationId, who.organizationId),
        eq(menu.processMode, who.processMode),
        eq(menu.disabledFlg, false),
        eq(menu.hideFlg, false),
        eq(menuCategory.disabledFlg, false),
        eq(menuCategory.hideFlg, false),
        inArray(permissionSetMenu.authority, [0, 1]),
      ),
    );
  const reference = db
    .select({ reference: loginUserPermission.referenceAuthority })
    .from(loginUserPermission)
    .where(
      and(
        eq(loginUserPermission.tenantId, who.tenantId),
        eq(loginUserPermission.loginUserId, who.loginUserId),
        eq(loginUserPermission.organizationId, who.organizationId),
        eq(loginUserPermission.processMode, who.processMode),
      ),
    )
    .limit(1);
  return {
    menuAuthorities: sql<unknown>`(${menus})` as SQL<unknown>,
    referenceAuthority: sql<number | null>`(${reference})` as SQL<number | null>,
  };
}

/** The raw column values as a CallerAuthority (json may come back as text on some drivers). */
export function toCallerAuthority(menus: unknown, reference: number | null): CallerAuthority {
  const parsed = typeof menus === "string" ? JSON.parse(menus) : menus;
  const entries = Object.entries((parsed ?? {}) as Record<string, number>).filter(
    (e): e is [string, 0 | 1] => e[1] === 0 || e[1] === 1,
  );
  const ref = reference === 0 || reference === 1 || reference === 2 ? reference : null;
  return { menus: Object.freeze(Object.fromEntries(entries)), reference: ref };
}

/** A caller's values with their authority loaded now (see loadCallerAuthority). */
export async function withCurrentAuthority<T extends AuthorityHolder>(
  db: Db,
  who: T,
): Promise<T & { authority: CallerAuthority }> {
  return { ...who, authority: await loadCallerAuthority(db, who) };
}

/**
 * The authority of a login user as it stands now, for callers without a session: a job run for its
 * requester (a permission taken away while the job waited stops it), a seed, a test. A user who no
 * longer exists in the tenant holds nothing.
 */
export async function loadCallerAuthority(db: Db, who: AuthorityHolder): Promise<CallerAuthority> {
  const columns = authorityColumns(db, who);
  const [row] = await db
    .select(columns)
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, who.tenantId), eq(loginUser.id, who.loginUserId)));
  return row ? toCallerAuthority(row.menuAuthorities, row.referenceAuthority) : NO_AUTHORITY;
}

/**
 * loadCallerAuthority for several login users of one organisation and process mode in one statement
 * (a notice deciding which staff may hear of an event). Users not in the tenant are left out.
 */
export async function loadAuthoritiesOf(
  db: Db,
  place: Omit<AuthorityHolder, "loginUserId">,
  loginUserIds: readonly number[],
): Promise<Map<number, CallerAuthority>> {
  if (loginUserIds.length === 0) return new Map();
  const columns = authorityColumns(db, { ...place, loginUserId: loginUser.id });
  const rows = await db
    .select({ id: loginUser.id, ...columns })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, place.tenantId), inArray(loginUser.id, [...loginUserIds])));
  return new Map(rows.map((r) => [r.id, toCallerAuthority(r.menuAuthorities, r.referenceAuthority)]));
}
