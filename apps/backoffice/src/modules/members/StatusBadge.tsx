import { MemberExactStatus } from "@gakumu/domain";
import { Badge, Group } from "@mantine/core";

/** Colours by meaning: usable green, waiting blue/yellow, refused or expired red, not yet grey. */
const COLORS: Record<string, string> = {
  APPROVAL: "teal",
  AVAILABLE: "green",
  PENDING: "yellow",
  APPLYING: "blue",
  BEFORE_PHOTO_APP: "gray",
  PHOTO_APPLYING: "blue",
  PHOTO_REJECTION: "red",
  EXPIRED_BEFORE: "gray",
  EXPIRED_AFTER: "red",
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? "gray"} variant="light" radius="sm">
      {MemberExactStatus.label(status) || status}
    </Badge>
  );
}

/** Members per exact status under the current conditions; statuses nobody has are left out. */
export function StatusCounts({ counts }: { counts: Record<string, number> }) {
  const shown = MemberExactStatus.codes.filter((code) => (counts[code] ?? 0) > 0);
  return (
    <Group gap={6}>
      {shown.map((code) => (
        <Badge key={code} color={COLORS[code] ?? "gray"} variant="outline" radius="sm">
          {MemberExactStatus.label(code)} {(counts[code] ?? 0).toLocaleString("ja-JP")}
        </Badge>
      ))}
    </Group>
  );
}
