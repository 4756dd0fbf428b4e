import { formatDate, PhotoStatus } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Card, Checkbox, Group, Stack, Text } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { ActionButton } from "../../app/ActionButton";
import { useReadOnly } from "../../app/read-only";
import { PhotoThumbnail } from "../members-photo";
import { PHOTO_APPROVAL_NAMESPACE } from "./i18n";
import { photoApprovalApi, type WaitingPhoto } from "./photo-approval-api";

export interface PhotoReviewCardProps {
  item: WaitingPhoto;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
  busy: boolean;
}

/** One waiting photo: the member, the approved photo it would replace (if any) beside the new one. */
export function PhotoReviewCard({
  item,
  selected,
  onSelect,
  onApprove,
  onReject,
  busy,
}: PhotoReviewCardProps) {
  const { t } = useTranslation(PHOTO_APPROVAL_NAMESPACE);
  const readOnly = useReadOnly();
  const { member, photo, currentPhotoId } = item;
  const isChange = photo.kind === "pending";
  const thumbnail = (photoId: number, caption: string, status: number) => (
    <PhotoThumbnail
      caption={caption}
      thumbnailUrl={photoApprovalApi.imageUrl(photoId, "thumbnail")}
      imageUrl={photoApprovalApi.imageUrl(photoId, "image")}
      status={null}
      statusLabel={PhotoStatus.label(status)}
      alt={`${member.name}（${caption}）`}
      size={isChange ? 136 : 160}
    />
  );

  return (
    <Card withBorder radius="md" padding="sm" data-selected={selected || undefined}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            {!readOnly && (
              <Checkbox
                mt={4}
                checked={selected}
                onChange={(event) => onSelect(event.currentTarget.checked)}
                aria-label={t("select", { name: member.name })}
              />
            )}
            <div>
              <Text size="xs" c="dimmed">
                <Text span inherit ff="monospace">
                  {member.memberCode}
                </Text>
                {member.grade !== null && ` ・ ${t("grade", { grade: member.grade })}`}
              </Text>
              <Text fw={600}>{member.name}</Text>
              {member.nameKana && (
                <Text size="xs" c="dimmed">
                  {member.nameKana}
                </Text>
              )}
            </div>
          </Group>
          <Badge variant="light" color={isChange ? "blue" : "teal"}>
            {isChange ? t("kindChange") : t("kindNew")}
          </Badge>
        </Group>
        <Group gap="xs" justify="center" align="flex-start" wrap="nowrap">
          {isChange &&
            (currentPhotoId !== null ? (
              thumbnail(currentPhotoId, t("current"), PhotoStatus.APPROVED)
            ) : (
              <Text size="xs" c="dimmed" w={136}>
                {t("noCurrent")}
              </Text>
            ))}
          {thumbnail(photo.photoId, t("next"), photo.status)}
        </Group>
        <Text size="xs" c="dimmed">
          {t("uploadedAt", { date: formatDate(photo.uploadedAt, "yyyy/MM/dd HH:mm") })}
          {` ・ ${photo.width}×${photo.height}`}
        </Text>
        <Group gap="xs" grow>
          <ActionButton
            color="green"
            leftSection={<IconCheck size={16} />}
            onClick={onApprove}
            disabled={busy}
          >
            {t("approve")}
          </ActionButton>
          <ActionButton
            color="red"
            variant="outline"
            leftSection={<IconX size={16} />}
            onClick={onReject}
            disabled={busy}
          >
            {t("reject")}
          </ActionButton>
        </Group>
      </Stack>
    </Card>
  );
}
