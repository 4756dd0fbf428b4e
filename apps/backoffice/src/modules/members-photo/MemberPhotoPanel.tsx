import "./i18n";
import { PhotoStatus } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Alert, Card, FileButton, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconUpload } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { MEMBER_PHOTO_NAMESPACE } from "./i18n";
import { type MemberPhotoState, memberPhotoApi, type PhotoItem } from "./member-photo-api";
import { PhotoThumbnail } from "./PhotoThumbnail";
import { precheckPhoto } from "./photo-precheck";
import { useMemberPhotoState, useUploadMemberPhoto } from "./queries";

export interface MemberPhotoPanelProps {
  /** The member row's id (member.id), not the 会員ID text. */
  memberId: number;
  /** The member's version the screen shows; when it changes the panel reloads. */
  version?: number;
  /** Hides nothing but disables the upload; when absent the menu's authority decides. */
  readOnly?: boolean;
  /** Called with the member's new version after an upload (the upload bumps it). */
  onChange?: (memberVersion: number) => void;
}

function Notice({ state }: { state: MemberPhotoState }) {
  const { t } = useTranslation(MEMBER_PHOTO_NAMESPACE);
  const rejected = (photo: PhotoItem, title: string) => (
    <Alert color="red" variant="light" title={title}>
      {photo.rejectReason ? t("reason", { reason: photo.rejectReason }) : null}
    </Alert>
  );
  if (state.pending?.status === PhotoStatus.REJECTED) return rejected(state.pending, t("changeRejected"));
  if (state.current?.status === PhotoStatus.REJECTED) return rejected(state.current, t("rejected"));
  if (state.pending?.status === PhotoStatus.WAITING) return <Text size="sm">{t("changeWaiting")}</Text>;
  if (state.current?.status === PhotoStatus.WAITING) return <Text size="sm">{t("waiting")}</Text>;
  return null;
}

/**
 * The member's face photo for the member screen: the current photo (and a replacement under review)
 * with its status, the reason of a rejection, and an upload that checks type and size in the browser
 * before sending. A new photo waits for 「顔写真承認」; an approved one stays in use meanwhile.
 */
export function MemberPhotoPanel({ memberId, version, readOnly, onChange }: MemberPhotoPanelProps) {
  const { t } = useTranslation(MEMBER_PHOTO_NAMESPACE);
  const state = useMemberPhotoState(memberId, version);
  const upload = useUploadMemberPhoto(memberId, version);
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  const choose = async (file: File | null) => {
    resetRef.current?.();
    if (!file || !state.data) return;
    const message = await precheckPhoto(file, state.data.limits);
    setProblem(message);
    if (message) return;
    try {
      const next = await upload.mutateAsync({ file, memberVersion: state.data.memberVersion });
      notify.success({ message: t("uploaded") });
      onChange?.(next.memberVersion);
    } catch {
      // The HTTP helper has shown the server's message.
    }
  };

  const data = state.data;
  // Until a photo is approved, a new upload replaces the one under review rather than changing one in use.
  const approved = data?.current?.status === PhotoStatus.APPROVED;
  const thumbnail = (photo: PhotoItem, caption: string) => (
    <PhotoThumbnail
      caption={caption}
      thumbnailUrl={memberPhotoApi.imageUrl(memberId, photo.photoId, "thumbnail")}
      imageUrl={memberPhotoApi.imageUrl(memberId, photo.photoId, "image")}
      status={photo.status}
      statusLabel={PhotoStatus.label(photo.status)}
      alt={caption}
    />
  );

  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz="md">
            {t("title")}
          </Title>
          {state.isLoading && <Loader size="xs" />}
        </Group>
        {state.isError && (
          <Text c="red" size="sm">
            {t("loadFailed")}
          </Text>
        )}
        {data && (
          <>
            <Group gap="md" align="flex-start">
              {data.current ? (
                thumbnail(data.current, approved ? t("current") : t("submitted"))
              ) : (
                <Text size="sm" c="dimmed" w={160} ta="center" py="xl" bg="gray.0">
                  {t("none")}
                </Text>
              )}
              {data.pending && thumbnail(data.pending, t("pending"))}
            </Group>
            <Notice state={data} />
            <Group gap="sm" align="center">
              <FileButton
                resetRef={resetRef}
                onChange={(file) => void choose(file)}
                accept="image/jpeg,image/png"
              >
                {(props) => (
                  <ActionButton
                    {...props}
                    readOnly={readOnly}
                    variant="light"
                    leftSection={<IconUpload size={16} />}
                    loading={upload.isPending}
                  >
                    {approved ? t("change") : t("upload")}
                  </ActionButton>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {t("hint", { maxKb: data.limits.maxFileSizeKb.toLocaleString("ja-JP"), ...data.limits })}
              </Text>
            </Group>
            {problem && (
              <Text size="sm" c="red" role="alert">
                {problem}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
