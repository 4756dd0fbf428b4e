import { and, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { ValidationError } from "../../platform/errors/app-error";
import { MAX_HIERARCHY_DEPTH } from "../../platform/hierarchy/hierarchy.service";
import { hierarchyNode } from "../../platform/hierarchy/hierarchy.tables";
import { rewriteMemberPaths } from "../members/member-placement";
import { HIERARCHY_MENU } from "./hierarchy.menu";
import { flatColumns, nextSortOrder, parentFor } from "./hierarchy-edit.service";
import { editTree, findNode, nodeByCode, nodesOf } from "./hierarchy-store";
import { type FlatNode, pathCodes, subtreeHeight, subtreeOf } from "./hierarchy-tree";

export interface MoveResult {
  node: FlatNode;
  movedNodeCount: number;
  updatedMemberCount: number;
}

/**
 * Moves a node with its subtree under a new parent (or to the top level), last among the new
 * siblings. In one transaction under the tree lock: the depths of the subtree shift, and every
 * member on a path through the node gets its five codes rewritten onto the new path, so no member
 * is left on a path that no longer exists. Codes never change, so permission scopes stay valid.
 */
export function moveNode(db: Db, ctx: RequestContext, code: string, parentCd: string): Promise<MoveResult> {
  requireMenu(ctx, HIERARCHY_MENU, "write");
  return editTree(db, ctx, async (tx, nodes) => {
    const node = findNode(nodes, code);
    if (node.parentDivisionCd === parentCd) return { node, movedNodeCount: 0, updatedMemberCount: 0 };
    const subtree = subtreeOf(nodes, code);
    if (subtree.some((n) => n.divisionCd === parentCd))
      throw new ValidationError("所属を自分自身や下位の所属の下には移動できません。");
    const parent = parentFor(nodes, parentCd, "無効な所属の下には移動できません。");
    const newDepth = parent.depth + 1;
    if (newDepth + subtreeHeight(nodes, code) - 1 > MAX_HIERARCHY_DEPTH)
      throw new ValidationError(
        `移動すると所属の階層が${MAX_HIERARCHY_DEPTH}階層を超えるため移動できません。`,
      );

    const shift = newDepth - node.depth;
    if (shift !== 0)
      await tx
        .update(hierarchyNode)
        .set({ depth: sql`${hierarchyNode.depth} + ${shift}` })
        .where(
          and(
            nodesOf(ctx),
            inArray(
              hierarchyNode.divisionCd,
              subtree.map((n) => n.divisionCd),
            ),
          ),
        );
    const [moved] = await tx
      .update(hierarchyNode)
      .set({ parentDivisionCd: parent.divisionCd, sortOrder: nextSortOrder(nodes, parent.divisionCd) })
      .where(nodeByCode(ctx, code))
      .returning(flatColumns);
    const updatedMemberCount = await rewriteMemberPaths(tx, ctx, code, pathCodes(nodes, parentCd));
    return { node: moved!, movedNodeCount: subtree.length, updatedMemberCount };
  });
}
