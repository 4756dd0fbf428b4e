import {
  MemberSyncDeleteMode,
  MemberSyncDetailStatus,
  MemberSyncLogStatus,
  MemberSyncType,
} from "@gakumu/domain";

// Japanese labels of the member sync codes (spec §3.4), one place for the screen's badges.

const STATUS_COLORS: Record<string, string> = {
  PROCESSING: "blue",
  WAITING: "yellow",
  COMPLETED: "green",
  COMPLETED_WITH_ERRORS: "orange",
  FORCE_STOPPED: "gray",
  ERROR: "red",
};

export const logStatusLabel = (status: string) => MemberSyncLogStatus.label(status) || status;
/** A checked file that may not be imported (errors found) waits in red, one ready to import in yellow. */
export const logStatusColor = (log: { status: string; errorCount: number }) =>
  log.status === "WAITING" && log.errorCount > 0 ? "red" : (STATUS_COLORS[log.status] ?? "gray");
export const detailStatusLabel = (status: string) => MemberSyncDetailStatus.label(status) || status;
export const syncTypeLabel = (type: string | null) => (type ? MemberSyncType.label(type) || type : "");
export const deleteModeLabel = (mode: string | null) => (mode ? MemberSyncDeleteMode.label(mode) : "");

/** 「有効期限切れにする」 → 「有効期限切れ」: the mode's label as a count's noun. */
export const deleteModeNoun = (mode: string | null) => deleteModeLabel(mode).replace(/にする$|する$/, "");

export const DELETE_MODE_OPTIONS = MemberSyncDeleteMode.options;
export const DETAIL_STATUS_OPTIONS = MemberSyncDetailStatus.options;
