import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ConflictError, NotFoundError, ValidationError } from "../errors/app-error";
import type { Authority } from "./menu-authority";
import { menu, permissionSet, permissionSetMenu } from "./permissions.tables";
import { FOREIGN_KEY_VIOLATION, sqlStateOf, UNIQUE_VIOLATION } from "./pg-errors";

export interface MenuAuthorityEntry {
  menuCd: string;
  authority: Authority;
}

export interface PermissionSetInput {
  name: string;
  description: string;
  isLecturerDefault: boolean;
  /** Menus not listed keep their current authority (a new set: unavailable). */
  menuAuthorities: MenuAuthorityEntry[];
}

export interface PermissionSetSummary {
  permissionSetId: number;
  name: string;
  description: string;
  isLecturerDefault: boolean;
  /** How many assignments (user × organisation × process mode) use the set. */
  userCount: number;
  updatedAt: Date;
}

export interface PermissionSetDetail extends PermissionSetSummary {
  menuAuthorities: MenuAuthorityEntry[];
}

export class PermissionSetNotFoundError extends NotFoundError {
  constructor() {
    super("権限セットが見つかりません。");
  }
}

export class PermissionSetNameTakenError extends ConflictError {
  constructor(name: string) {
    super(`権限セット名「${name}」は既に使用されています。`);
  }
}

export class PermissionSetInUseError extends ConflictError {
  constructor(users: number) {
    super(
      users > 0
        ? `この権限セットは${users}件のユーザー権限に割り当てられているため削除できません。割り当てを変更してから削除してください。`
        : "この権限セットはユーザーに割り当てられているため削除できません。",
    );
  }
}

// A correlated count, so listing one tenant's sets never aggregates other tenants' assignments. Written
// with explicit qualifiers: Drizzle renders a column of the outer select unqualified inside raw SQL,
// which the subquery would read as its own table's column.
const userCount = sql<number>`(select count(*)::int from "login_user_permission" used
  where used."permission_set_id" = "permission_set"."id")`;

function summaries(db: Db) {
  return db
    .select({
      permissionSetId: permissionSet.id,
      name: permissionSet.name,
      description: permissionSet.description,
      isLecturerDefault: permissionSet.isLecturerDefault,
      userCount,
      updatedAt: permissionSet.updatedAt,
    })
    .from(permissionSet)
    .$dynamic();
}

export async function listPermissionSets(db: Db, tenantId: number): Promise<PermissionSetSummary[]> {
  return summaries(db).where(eq(permissionSet.tenantId, tenantId)).orderBy(asc(permissionSet.id));
}

export async function findPermissionSet(
  db: Db,
  tenantId: number,
  permissionSetId: number,
): Promise<PermissionSetDetail | null> {
  const [summary] = await summaries(db).where(
    and(eq(permissionSet.tenantId, tenantId), eq(permissionSet.id, permissionSetId)),
  );
  if (!summary) return null;
  const menuAuthorities = await db
    .select({ menuCd: permissionSetMenu.menuCd, authority: permissionSetMenu.authority })
    .from(permissionSetMenu)
    .where(eq(permissionSetMenu.permissionSetId, permissionSetId))
    .orderBy(asc(permissionSetMenu.menuCd));
  return { ...summary, menuAuthorities: menuAuthorities as MenuAuthorityEntry[] };
}

/** Menu codes must be unique in the input and name a menu of the tenant. */
async function assertMenuCodes(db: Db, tenantId: number, entries: MenuAuthorityEntry[]): Promise<void> {
  const codes = entries.map((e) => e.menuCd);
  const duplicate = codes.find((code, i) => codes.indexOf(code) !== i);
  if (duplicate) throw new ValidationError(`メニュー「${duplicate}」が重複しています。`);
  if (codes.length === 0) return;
  const known = await db
    .selectDistinct({ menuCd: menu.menuCd })
    .from(menu)
    .where(and(eq(menu.tenantId, tenantId), inArray(menu.menuCd, codes)));
  const knownCodes = new Set(known.map((k) => k.menuCd));
  const unknown = codes.find((code) => !knownCodes.has(code));
  if (unknown) throw new ValidationError(`メニュー「${unknown}」は存在しません。`);
}

async function writeMenuAuthorities(db: Db, tenantId: number, setId: number, entries: MenuAuthorityEntry[]) {
  if (entries.length === 0) return;
  await db
    .insert(permissionSetMenu)
    .values(
      entries.map((e) => ({ tenantId, permissionSetId: setId, menuCd: e.menuCd, authority: e.authority })),
    )
    .onConflictDoUpdate({
      target: [permissionSetMenu.permissionSetId, permissionSetMenu.menuCd],
      set: { authority: sql`excluded.authority` },
    });
}

// Only one lecturer default per tenant: choosing a new one clears the old (the partial unique index
// would otherwise refuse the write).
async function clearOtherLecturerDefault(db: Db, tenantId: number, keepId: number | null) {
  const others = keepId === null ? undefined : ne(permissionSet.id, keepId);
  await db
    .update(permissionSet)
    .set({ isLecturerDefault: false })
    .where(and(eq(permissionSet.tenantId, tenantId), eq(permissionSet.isLecturerDefault, true), others));
}

async function nameTakenGuard<T>(name: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new PermissionSetNameTakenError(name);
    throw error;
  }
}

export async function createPermissionSet(
  db: Db,
  tenantId: number,
  input: PermissionSetInput,
): Promise<number> {
  await assertMenuCodes(db, tenantId, input.menuAuthorities);
  return nameTakenGuard(input.name, () =>
    db.transaction(async (tx) => {
      if (input.isLecturerDefault) await clearOtherLecturerDefault(tx, tenantId, null);
      const [row] = await tx
        .insert(permissionSet)
        .values({
          tenantId,
          name: input.name,
          description: input.description,
          isLecturerDefault: input.isLecturerDefault,
        })
        .returning({ id: permissionSet.id });
      await writeMenuAuthorities(tx, tenantId, row!.id, input.menuAuthorities);
      return row!.id;
    }),
  );
}

export async function updatePermissionSet(
  db: Db,
  tenantId: number,
  permissionSetId: number,
  input: PermissionSetInput,
): Promise<void> {
  await assertMenuCodes(db, tenantId, input.menuAuthorities);
  await nameTakenGuard(input.name, () =>
    db.transaction(async (tx) => {
      if (input.isLecturerDefault) await clearOtherLecturerDefault(tx, tenantId, permissionSetId);
      const updated = await tx
        .update(permissionSet)
        .set({ name: input.name, description: input.description, isLecturerDefault: input.isLecturerDefault })
        .where(and(eq(permissionSet.tenantId, tenantId), eq(permissionSet.id, permissionSetId)))
        .returning({ id: permissionSet.id });
      if (updated.length === 0) throw new PermissionSetNotFoundError();
      await writeMenuAuthorities(tx, tenantId, permissionSetId, input.menuAuthorities);
    }),
  );
}

/** Deletes a set nobody uses; a set still assigned answers 409 so no user silently loses access. */
export async function deletePermissionSet(db: Db, tenantId: number, permissionSetId: number): Promise<void> {
  const found = await findPermissionSet(db, tenantId, permissionSetId);
  if (!found) throw new PermissionSetNotFoundError();
  if (found.userCount > 0) throw new PermissionSetInUseError(found.userCount);
  try {
    await db
      .delete(permissionSet)
      .where(and(eq(permissionSet.tenantId, tenantId), eq(permissionSet.id, permissionSetId)));
  } catch (error) {
    // Assigned between the check and the delete: the foreign key refuses, with the same answer.
    if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) throw new PermissionSetInUseError(0);
    throw error;
  }
}
