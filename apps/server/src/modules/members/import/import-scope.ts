import type { MenuCode } from "../../../platform/permissions/menu-catalogue";

/**
 * Whose import it is: the caller's tenant and organisation, and the process mode whose members the
 * file is about (the member-import screen: the caller's mode; concern-import: CONCERN 9). Jobs carry
 * it in their data, so plain values only.
 */
export interface ImportScope {
  tenantId: number;
  organizationId: number;
  processMode: number;
  loginUserId: number;
  displayUserId: string;
  /**
   * The screen the import came from (member-import or concern-import) and the requester's own process
   * mode: a job checks the requester still holds that menu there. Absent in jobs queued before them.
   */
  menu?: MenuCode;
  callerMode?: number;
}
