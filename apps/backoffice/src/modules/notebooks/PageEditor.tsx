import { NotebookType } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import {
  ActionIcon,
  Anchor,
  Badge,
  FileButton,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash, IconUpload } from "@tabler/icons-react";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { RichTextInput } from "../push-notifications/RichTextInput";
import { NOTEBOOK_NAMESPACE } from "./i18n";
import { notebookApi } from "./notebooks-api";

/** One page as the editor holds it; `uid` keeps React's identity across moves. */
export interface PageDraft {
  uid: string;
  id: number | null;
  pageType: number;
  title: string;
  bodyHtml: string;
  fileKey: string | null;
  fileName: string | null;
  size: number | null;
}

const ACCEPT: Record<number, string> = {
  [NotebookType.MP3]: "audio/mpeg,.mp3",
  [NotebookType.MP4]: "video/mp4,.mp4",
  [NotebookType.PDF]: "application/pdf,.pdf",
};

const sizeText = (bytes: number | null) =>
  bytes === null
    ? ""
    : bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))}KB`
      : `${(bytes / 1024 / 1024).toFixed(1)}MB`;

function Preview({ page }: { page: PageDraft }) {
  if (!page.fileKey) return null;
  const url = notebookApi.fileUrl(page.fileKey);
  if (page.pageType === NotebookType.MP3)
    // biome-ignore lint/a11y/useMediaCaption: uploaded lesson audio comes without a caption track
    return <audio controls preload="none" src={url} style={{ width: "100%" }} />;
  if (page.pageType === NotebookType.MP4)
    // biome-ignore lint/a11y/useMediaCaption: lesson videos uploaded by staff come without caption tracks
    return <video controls preload="metadata" src={url} style={{ maxWidth: 360, maxHeight: 200 }} />;
  return (
    <Anchor href={url} target="_blank" rel="noreferrer" size="sm">
      {page.fileName}
    </Anchor>
  );
}

export function PageEditor({
  page,
  index,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  page: PageDraft;
  index: number;
  count: number;
  onChange: (page: PageDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NOTEBOOK_NAMESPACE);
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const stored = await notebookApi.upload(page.pageType, file);
      onChange({ ...page, fileKey: stored.key, fileName: stored.name, size: stored.size });
      notify.success({ message: stored.name });
    } catch (error) {
      notifyHttpError(error);
    } finally {
      setUploading(false);
    }
  };
  return (
    <Paper withBorder p="sm" data-testid={`notebook-page-${index}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ flex: 1 }}>
            <Badge variant="light" w={36}>
              {index + 1}
            </Badge>
            <Select
              aria-label={t("editor.pageType")}
              w={150}
              data={NotebookType.options.map((o) => ({ value: String(o.value), label: o.label }))}
              value={String(page.pageType)}
              allowDeselect={false}
              onChange={(v) =>
                onChange({ ...page, pageType: Number(v), fileKey: null, fileName: null, size: null })
              }
            />
            <TextInput
              aria-label={t("editor.pageTitle")}
              placeholder={t("editor.pageTitle")}
              value={page.title}
              maxLength={100}
              style={{ flex: 1 }}
              onChange={(e) => onChange({ ...page, title: e.currentTarget.value })}
            />
          </Group>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              aria-label={t("editor.moveUp")}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t("editor.moveDown")}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t("editor.remove")} onClick={onRemove}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        {page.pageType === NotebookType.TEXT ? (
          <RichTextInput
            label={t("editor.body")}
            value={page.bodyHtml}
            onChange={(bodyHtml) => onChange({ ...page, bodyHtml })}
            required
          />
        ) : (
          <Stack gap={6}>
            <Group gap="sm">
              <FileButton onChange={upload} accept={ACCEPT[page.pageType]}>
                {(props) => (
                  <ActionButton
                    {...props}
                    size="xs"
                    variant="light"
                    leftSection={<IconUpload size={14} />}
                    loading={uploading}
                  >
                    {t("editor.upload")}
                  </ActionButton>
                )}
              </FileButton>
              <Text size="sm" c={page.fileKey ? undefined : "dimmed"}>
                {page.fileKey ? `${page.fileName}（${sizeText(page.size)}）` : t("editor.noFile")}
              </Text>
            </Group>
            <Preview page={page} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
