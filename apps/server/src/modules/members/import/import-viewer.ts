import type { MemberViewer } from "../member-visibility";
import type { ImportScope } from "./import-scope";

/**
 * Who the import writes for, as the list reference authority (spec §6) knows them: the requester, in
 * the process mode their authority is read in (their own screen's, also for concern-import's members).
 */
export const importViewer = (scope: ImportScope): MemberViewer => ({
  tenantId: scope.tenantId,
  organizationId: scope.organizationId,
  loginUserId: scope.loginUserId,
  processMode: scope.callerMode ?? scope.processMode,
});

export const importScopeMessages = {
  unseen: "このメンバーは参照できる範囲の外にいるため、取り込めません。",
  placedOutside:
    "取り込むと、参照できる範囲の外の所属・学年になるメンバーがあります。所属と学年を確かめてください。",
} as const;
