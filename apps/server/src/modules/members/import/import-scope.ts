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
}
