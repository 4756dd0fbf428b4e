import { formatDate, GroupWorkStatus, type MemberGroupItem } from "@gakumu/domain";

// What the group screens show of a group's state: labels, never codes.

type StatusPart = Pick<MemberGroupItem, "workStatus" | "progressDone" | "progressTotal">;

/** MAKING and FIX_PROCESSING: the build runs, the screens poll. */
export function isBuilding(group: Pick<MemberGroupItem, "workStatus">): boolean {
  return group.workStatus === GroupWorkStatus.MAKING || group.workStatus === GroupWorkStatus.FIX_PROCESSING;
}

/** 「作成中（40 / 120）」 while building with a known total, else the status's label. */
export function workStatusText(group: StatusPart): string {
  const label = GroupWorkStatus.label(group.workStatus);
  if (!isBuilding(group) || group.progressTotal === 0) return label;
  const n = (v: number) => v.toLocaleString("ja-JP");
  return `${label}（${n(group.progressDone)} / ${n(group.progressTotal)}）`;
}

/** Percent done for a progress bar, 0–100. */
export function progressPercent(group: StatusPart): number {
  if (group.progressTotal <= 0) return 0;
  return Math.min(100, Math.round((group.progressDone / group.progressTotal) * 100));
}

export const statusColor: Record<string, string> = {
  FLAT: "gray",
  MAKING: "blue",
  FIX_PROCESSING: "blue",
  SUCCESS: "teal",
  FAILED: "red",
};

/** yyyy/MM/dd HH:mm in Japan time. */
export const formatUpdatedAt = (iso: string) => formatDate(iso, "yyyy/MM/dd HH:mm");

/** Member ids pasted for display: the count of non-blank lines, as the server will read them. */
export function countPastedLines(text: string): number {
  return text.split(/\r\n|\r|\n/).filter((line) => line.replace(/[\s\u3000]+/g, "") !== "").length;
}
