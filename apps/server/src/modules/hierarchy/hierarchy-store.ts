import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { NotFoundError } from "../../platform/errors/app-error";
import { hierarchyNode } from "../../platform/hierarchy/hierarchy.tables";
import type { FlatNode } from "./hierarchy-tree";

/** First key of the two-key advisory lock that serialises tree edits of one organisation. */
const TREE_LOCK_NAMESPACE = 4_810_001;

export class HierarchyNodeNotFoundError extends NotFoundError {
  constructor() {
    super("所属が見つかりません。");
  }
}

export const nodesOf = (ctx: RequestContext): SQL =>
  and(eq(hierarchyNode.tenantId, ctx.tenantId), eq(hierarchyNode.organizationId, ctx.organizationId)) as SQL;

export const nodeByCode = (ctx: RequestContext, code: string): SQL =>
  and(nodesOf(ctx), eq(hierarchyNode.divisionCd, code)) as SQL;

/** Every node of the caller's organisation (tenant-checked), in no particular order. */
export function loadNodes(db: Db, ctx: RequestContext): Promise<FlatNode[]> {
  return db
    .select({
      divisionCd: hierarchyNode.divisionCd,
      parentDivisionCd: hierarchyNode.parentDivisionCd,
      depth: hierarchyNode.depth,
      name: hierarchyNode.name,
      sortOrder: hierarchyNode.sortOrder,
      disabled: hierarchyNode.disabled,
    })
    .from(hierarchyNode)
    .where(nodesOf(ctx))
    .orderBy(asc(hierarchyNode.depth), asc(hierarchyNode.sortOrder), asc(hierarchyNode.divisionCd));
}

export function findNode(nodes: readonly FlatNode[], code: string): FlatNode {
  const node = nodes.find((n) => n.divisionCd === code);
  if (!node) throw new HierarchyNodeNotFoundError();
  return node;
}

/**
 * Runs one tree edit in a transaction that holds the organisation's tree lock, with the nodes as
 * they are once the lock is held. Two administrators moving nodes at once then act one after the
 * other on the current tree, so neither can build a cycle or a sixth level out of the other's
 * half-done move. The lock ends with the transaction.
 */
export function editTree<T>(
  db: Db,
  ctx: RequestContext,
  edit: (tx: Db, nodes: FlatNode[]) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK_NAMESPACE}, ${ctx.organizationId})`);
    return edit(tx, await loadNodes(tx, ctx));
  });
}
