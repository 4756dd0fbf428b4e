import { ListReferenceAuthority } from "@gakumu/domain";
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { AuthorizedCaller } from "../../platform/access/require-menu";
import { visibleMemberCondition } from "../members/member-contact-lookups";
import { notebook, notebookRecipient } from "./notebooks.tables";

/** Who is asking: a request's context, or an export job's scope (its process mode may be absent). */
export type NotebookViewer = AuthorizedCaller & {
  tenantId: number;
  organizationId: number;
  loginUserId: number;
  processMode?: number;
};

/**
 * Which notebooks a staff member may see and change (spec §6, list reference authority), the rule
 * forms follow (forms/form-visibility.ts): a notebook is the organisation's content, and its target
 * says who receives it, not who owns it, so the hierarchy scopes of authority 1 do not narrow the
 * list; authority 2 "only myself" keeps to the notebooks the caller created. A caller without a
 * reference authority here (no permission in this organisation) counts as "only myself".
 */
export function visibleNotebooks(viewer: NotebookViewer): SQL {
  const organisation = and(
    eq(notebook.tenantId, viewer.tenantId),
    eq(notebook.organizationId, viewer.organizationId),
  ) as SQL;
  const reference = viewer.authority.reference ?? ListReferenceAuthority.ONLY_MYSELF;
  if (reference === ListReferenceAuthority.ONLY_MYSELF)
    return and(organisation, eq(notebook.createdByLoginUserId, viewer.loginUserId)) as SQL;
  return organisation;
}

/**
 * The tracking rows (閲覧状況) a staff member may see: the recipients among the members they may see in
 * every member list (members/member-visibility.ts: all, their hierarchy scope, or the members they
 * registered, narrowed by grade permission), as 日報's 提出状況 and 連絡's history do.
 */
export function visibleRecipients(db: Db, viewer: NotebookViewer): Promise<SQL> {
  return visibleMemberCondition(
    db,
    { ...viewer, processMode: viewer.processMode ?? 0 },
    notebookRecipient.memberId,
  );
}
