import { FileUploadStatus, type FormFileValue } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Anchor, Group, Image, Stack, Text } from "@mantine/core";
import { IconPaperclip } from "@tabler/icons-react";
import { answerFileUrl } from "../answers-api";
import { ANSWERS_NAMESPACE } from "../i18n";

/** 1,234 KB / 2.5 MB: sizes as staff read them. */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024).toLocaleString("ja-JP")} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** The stored files of an UPLOAD / FACE_PHOTO answer; a removed one (DELETE) is not shown. */
export function storedFiles(value: unknown): FormFileValue[] {
  if (!Array.isArray(value)) return [];
  return (value as FormFileValue[]).filter(
    (f) => f && typeof f.fileId === "string" && f.status !== FileUploadStatus.DELETE,
  );
}

/**
 * Each file as a download link (the browser fetches it with the session cookie); images are also
 * shown as a thumbnail that opens the full image.
 */
export function AnswerFiles({
  formId,
  answerId,
  files,
}: {
  formId: number;
  answerId: number;
  files: FormFileValue[];
}) {
  const { t } = useTranslation(ANSWERS_NAMESPACE);
  if (files.length === 0) return <Text fz="sm">{t("detail.empty")}</Text>;
  return (
    <Stack gap="xs">
      {files.map((file) => {
        const url = answerFileUrl(formId, answerId, file.fileId);
        return (
          <Group key={file.fileId} gap="sm" wrap="nowrap" align="center">
            {file.mimeType.startsWith("image/") && (
              <Anchor href={url} target="_blank" rel="noopener noreferrer" aria-hidden tabIndex={-1}>
                <Image src={url} alt="" h={72} w={72} fit="cover" radius="sm" />
              </Anchor>
            )}
            <Anchor href={url} download={file.fileName} fz="sm" style={{ wordBreak: "break-all" }}>
              <IconPaperclip size={14} style={{ verticalAlign: "middle", marginRight: 4 }} />
              {t("detail.file", { name: file.fileName, size: fileSize(file.size) })}
            </Anchor>
          </Group>
        );
      })}
    </Stack>
  );
}
