import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ConflictError, ValidationError } from "../../platform/errors/app-error";
import { MAX_HIERARCHY_DEPTH } from "../../platform/hierarchy/hierarchy.service";
import { hierarchyNode } from "../../platform/hierarchy/hierarchy.tables";
import { loginUserPermission, loginUserPermissionScope } from "../../platform/permissions/permissions.tables";
import { countMembersOn, memberCountsByCode } from "../members/member-placement";
import { HIERARCHY_MENU } from "./hierarchy.menu";
import {
  editTree,
  findNode,
  HierarchyNodeNotFoundError,
  loadNodes,
  nodeByCode,
  nodesOf,
} from "./hierarchy-store";
import {
  buildTree,
  childrenByParent,
  type FlatNode,
  ROOT_PARENT,
  subtreeOf,
  type TreeNode,
} from "./hierarchy-tree";

export const DEPTH_LIMIT_MESSAGE = `所属の階層は${MAX_HIERARCHY_DEPTH}階層までです。`;

export const flatColumns = {
  divisionCd: hierarchyNode.divisionCd,
  parentDivisionCd: hierarchyNode.parentDivisionCd,
  depth: hierarchyNode.depth,
  name: hierarchyNode.name,
  sortOrder: hierarchyNode.sortOrder,
  disabled: hierarchyNode.disabled,
};

/** The parent a node goes under: ROOT_PARENT (depth 0) or an enabled node of the organisation. */
export function parentFor(nodes: readonly FlatNode[], parentCd: string, disabledMessage: string) {
  if (parentCd === ROOT_PARENT) return { divisionCd: ROOT_PARENT, depth: 0 };
  const parent = findNode(nodes, parentCd);
  if (parent.disabled) throw new ValidationError(disabledMessage);
  return parent;
}

/** The sort order that puts a node after the parent's current children. */
export function nextSortOrder(nodes: readonly FlatNode[], parentCd: string): number {
  const siblings = nodes.filter((n) => n.parentDivisionCd === parentCd);
  return Math.max(0, ...siblings.map((n) => n.sortOrder)) + 1;
}

/** The organisation's tree, nested, each node with the members on paths through it. */
export async function getTree(db: Db, ctx: RequestContext): Promise<TreeNode[]> {
  requireMenu(ctx, HIERARCHY_MENU, "read");
  const [nodes, counts] = await Promise.all([loadNodes(db, ctx), memberCountsByCode(db, ctx)]);
  return buildTree(nodes, counts);
}

/** Adds a node under a parent (or as a root), last among its siblings. */
export function addNode(
  db: Db,
  ctx: RequestContext,
  input: { parentDivisionCd: string; divisionCd: string; name: string },
): Promise<FlatNode> {
  requireMenu(ctx, HIERARCHY_MENU, "write");
  return editTree(db, ctx, async (tx, nodes) => {
    if (nodes.some((n) => n.divisionCd === input.divisionCd))
      throw new ConflictError(`所属コード「${input.divisionCd}」は既に使用されています。`);
    const parent = parentFor(nodes, input.parentDivisionCd, "無効な所属の下には追加できません。");
    if (parent.depth + 1 > MAX_HIERARCHY_DEPTH) throw new ValidationError(DEPTH_LIMIT_MESSAGE);
    const [row] = await tx
      .insert(hierarchyNode)
      .values({
        tenantId: ctx.tenantId,
        organizationId: ctx.organizationId,
        depth: parent.depth + 1,
        divisionCd: input.divisionCd,
        parentDivisionCd: parent.divisionCd,
        name: input.name.trim(),
        sortOrder: nextSortOrder(nodes, parent.divisionCd),
      })
      .returning(flatColumns);
    return row!;
  });
}

export async function renameNode(db: Db, ctx: RequestContext, code: string, name: string): Promise<FlatNode> {
  requireMenu(ctx, HIERARCHY_MENU, "write");
  const [row] = await db
    .update(hierarchyNode)
    .set({ name: name.trim() })
    .where(nodeByCode(ctx, code))
    .returning(flatColumns);
  if (!row) throw new HierarchyNodeNotFoundError();
  return row;
}

/**
 * Disables or enables a node with its whole subtree, so a disabled node never has an enabled
 * descendant. Enabling under a disabled parent is refused: the parent must come back first.
 */
export function setNodeDisabled(db: Db, ctx: RequestContext, code: string, disabled: boolean) {
  requireMenu(ctx, HIERARCHY_MENU, "write");
  return editTree(db, ctx, async (tx, nodes) => {
    const node = findNode(nodes, code);
    const parent =
      node.parentDivisionCd === ROOT_PARENT
        ? undefined
        : nodes.find((n) => n.divisionCd === node.parentDivisionCd);
    if (!disabled && parent?.disabled)
      throw new ValidationError(
        "上位の所属が無効のため有効にできません。先に上位の所属を有効にしてください。",
      );
    const codes = subtreeOf(nodes, code).map((n) => n.divisionCd);
    await tx
      .update(hierarchyNode)
      .set({ disabled })
      .where(and(nodesOf(ctx), inArray(hierarchyNode.divisionCd, codes)));
    return { ...node, disabled };
  });
}

/** Puts a parent's children in the given order; the list must name exactly its current children. */
export function reorderChildren(db: Db, ctx: RequestContext, parentCd: string, order: string[]) {
  requireMenu(ctx, HIERARCHY_MENU, "write");
  return editTree(db, ctx, async (tx, nodes) => {
    if (parentCd !== ROOT_PARENT) findNode(nodes, parentCd);
    const current = (childrenByParent(nodes).get(parentCd) ?? []).map((n) => n.divisionCd);
    const same = current.length === order.length && new Set(order).size === order.length;
    if (!same || !order.every((code) => current.includes(code)))
      throw new ConflictError("所属の構成が変更されています。画面を再読み込みしてから並べ替えてください。");
    for (const [i, code] of order.entries())
      await tx
        .update(hierarchyNode)
        .set({ sortOrder: i + 1 })
        .where(nodeByCode(ctx, code));
  });
}

/**
 * Deletes a node nobody uses: no member on it or below it, no child node. Permission scopes that
 * named it go with it in the same transaction, so no assignment points at a code that is gone.
 */
export function deleteNode(db: Db, ctx: RequestContext, code: string) {
  requireMenu(ctx, HIERARCHY_MENU, "write");
  return editTree(db, ctx, async (tx, nodes) => {
    findNode(nodes, code);
    const codes = subtreeOf(nodes, code).map((n) => n.divisionCd);
    const members = await countMembersOn(tx, ctx, codes);
    if (members > 0)
      throw new ConflictError(`この所属には在籍者が${members}名いるため削除できません。無効化してください。`);
    if (codes.length > 1)
      throw new ConflictError("下位の所属があるため削除できません。先に下位の所属を削除してください。");
    const removed = await tx
      .delete(loginUserPermissionScope)
      .where(
        and(
          eq(loginUserPermissionScope.tenantId, ctx.tenantId),
          eq(loginUserPermissionScope.divisionCd, code),
          inArray(
            loginUserPermissionScope.loginUserPermissionId,
            tx
              .select({ id: loginUserPermission.id })
              .from(loginUserPermission)
              .where(eq(loginUserPermission.organizationId, ctx.organizationId)),
          ),
        ),
      )
      .returning({ id: loginUserPermissionScope.id });
    await tx.delete(hierarchyNode).where(nodeByCode(ctx, code));
    return { removedScopeCount: removed.length };
  });
}
