import { and, asc, eq, exists, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { loginUser } from "../../platform/auth/login-user.tables";
import { grade } from "../../platform/hierarchy/hierarchy.tables";
import { loginUserPermission } from "../../platform/permissions/permissions.tables";
import { loadNodes } from "./hierarchy-store";
import { childrenByParent, type FlatNode, ROOT_PARENT } from "./hierarchy-tree";

/** Nodes parents first, siblings in display order: the order a select or an indented list needs. */
function inTreeOrder(nodes: readonly FlatNode[]): FlatNode[] {
  const children = childrenByParent(nodes);
  const out: FlatNode[] = [];
  const seen = new Set<string>();
  const walk = (parent: string) => {
    for (const node of children.get(parent) ?? []) {
      if (seen.has(node.divisionCd)) continue;
      seen.add(node.divisionCd);
      out.push(node);
      walk(node.divisionCd);
    }
  };
  walk(ROOT_PARENT);
  return out;
}

/**
 * The scope master of spec §3.3 for filters and permission screens: the organisation's grades, its
 * hierarchy as a flat list in tree order (disabled nodes included and flagged, since existing data
 * still shows them), and the login users working in it — those who belong to it and those holding
 * a permission there.
 */
export async function getScopeMaster(db: Db, ctx: RequestContext) {
  const [grades, nodes, users] = await Promise.all([
    db
      .select({ gradeCd: grade.gradeCd, name: grade.name, sortOrder: grade.sortOrder })
      .from(grade)
      .where(and(eq(grade.tenantId, ctx.tenantId), eq(grade.organizationId, ctx.organizationId)))
      .orderBy(asc(grade.sortOrder), asc(grade.gradeCd)),
    loadNodes(db, ctx),
    db
      .select({ loginUserId: loginUser.id, displayUserId: loginUser.displayUserId, name: loginUser.name })
      .from(loginUser)
      .where(
        and(
          eq(loginUser.tenantId, ctx.tenantId),
          or(
            eq(loginUser.organizationId, ctx.organizationId),
            exists(
              db
                .select({ id: loginUserPermission.id })
                .from(loginUserPermission)
                .where(
                  and(
                    eq(loginUserPermission.loginUserId, loginUser.id),
                    eq(loginUserPermission.organizationId, ctx.organizationId),
                  ),
                ),
            ),
          ),
        ),
      )
      .orderBy(asc(loginUser.displayUserId)),
  ]);
  return { grades, divisions: inTreeOrder(nodes), loginUsers: users };
}
