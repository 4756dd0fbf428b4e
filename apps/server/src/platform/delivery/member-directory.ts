import type { Db } from "../../db/client";

// Delivery addresses members, but members are a feature module and the platform never imports one:
// the module that owns the roster hands the engine this directory when it registers
// (ModuleDefinition.deliveryMembers), and the engine asks it whenever it needs a name or an address.

export interface MemberContact {
  name: string;
  /** The first address the member has; null when none. */
  mailAddress: string | null;
}

/** What the delivery engine needs to know of members; `db` may be the caller's transaction. */
export interface MemberDirectory {
  /** The tenant's members among `memberIds` (deleted ones left out), with their name and mail address. */
  contacts(db: Db, tenantId: number, memberIds: readonly number[]): Promise<Map<number, MemberContact>>;
  /** Which of `memberIds` are the tenant's members (not deleted): what a delivery may be addressed to. */
  addressableIds(db: Db, tenantId: number, memberIds: readonly number[]): Promise<number[]>;
}

/** The engine's slot for the directory: filled once at registration, read on every send. */
export interface MemberDirectorySlot extends MemberDirectory {
  provide(directory: MemberDirectory): void;
}

export function memberDirectorySlot(): MemberDirectorySlot {
  let provided: MemberDirectory | null = null;
  const current = (): MemberDirectory => {
    if (!provided)
      throw new Error(
        "No module provides the delivery engine's member directory (ModuleDefinition.deliveryMembers)",
      );
    return provided;
  };
  return {
    provide(directory) {
      if (provided && provided !== directory)
        throw new Error("Two modules provide the delivery engine's member directory");
      provided = directory;
    },
    contacts: (db, tenantId, memberIds) => current().contacts(db, tenantId, memberIds),
    addressableIds: (db, tenantId, memberIds) => current().addressableIds(db, tenantId, memberIds),
  };
}
