import type { FormFileValue } from "@gakumu/domain/forms/answer-types";
import { Anchor, Box, Button, Center, CloseButton, FileButton, Group, Stack, Text } from "@mantine/core";
import { IconPaperclip, IconUser } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { FILE_TYPE_ACCEPT } from "../codes";
import { useFormViewTranslation } from "../i18n";
import {
  addFiles,
  checkPicked,
  type FileProblem,
  type FileRules,
  fileRules,
  filesOf,
  keptFiles,
  removeFile,
} from "./file-values";
import type { AnswerInputProps } from "./input-props";

const acceptOf = (types: readonly (1 | 2 | 3 | 4)[]) => types.map((t) => FILE_TYPE_ACCEPT[t]).join(",");

/** Picking, checking and sending files; shared by UPLOAD and FACE_PHOTO. */
function useFilePicker(
  props: AnswerInputProps,
  rules: FileRules,
  onAdded?: (picked: File[], added: FormFileValue[]) => void,
) {
  const { t } = useFormViewTranslation();
  const { item, value, onChange, services } = props;
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const files = filesOf(value);
  const message = (p: FileProblem) =>
    p.kind === "tooMany"
      ? t("file.tooMany", { max: rules.maxFiles })
      : p.kind === "tooLarge"
        ? t("file.tooLarge", { name: p.name, max: rules.maxMb })
        : t("file.wrongType", { name: p.name, types: rules.typeLabels });
  const pick = async (picked: File[]) => {
    if (picked.length === 0 || !services.onUpload) return;
    const found = checkPicked(picked, keptFiles(files).length, rules);
    setProblem(found ? message(found) : null);
    if (found) return;
    setBusy(true);
    try {
      const added = await services.onUpload(item.itemKey, picked);
      onAdded?.(picked, added);
      onChange(addFiles(files, added, rules.maxFiles));
    } catch {
      // The app's helper has told why (a toast); the list stays as it was.
      setProblem(t("file.uploadFailed"));
    } finally {
      setBusy(false);
    }
  };
  const remove = (fileId: string) => onChange(removeFile(files, fileId));
  return { files, busy, problem, pick, remove };
}

async function save(file: FormFileValue, load: (file: FormFileValue) => Promise<Blob>) {
  const url = URL.createObjectURL(await load(file));
  const link = Object.assign(document.createElement("a"), { href: url, download: file.fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function Problem({ text, id }: { text: string | null; id: string }) {
  return text ? (
    <Text id={id} size="sm" c="red.8" role="alert">
      {text}
    </Text>
  ) : null;
}

/** UPLOAD: the chosen files with their names (download, remove) and a button to add more. */
export function FileInput(props: AnswerInputProps) {
  const { t } = useFormViewTranslation();
  const { item, readOnly, ids, services } = props;
  const rules = fileRules(item, acceptOf);
  const { files, busy, problem, pick, remove } = useFilePicker(props, rules);
  const kept = keptFiles(files);
  const notes = [t("file.types", { types: rules.typeLabels }), t("file.maxSize", { max: rules.maxMb })];
  if (rules.maxFiles > 1) notes.push(t("file.maxFiles", { max: rules.maxFiles }));
  return (
    <Stack gap={6} role="group" aria-labelledby={ids.labelId} aria-describedby={ids.describedBy}>
      {kept.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("file.none")}
        </Text>
      ) : (
        <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {kept.map((file) => (
            <Group key={file.fileId} component="li" gap={6} wrap="nowrap">
              <IconPaperclip size={16} aria-hidden style={{ flexShrink: 0 }} />
              {services.onDownload ? (
                <Anchor
                  component="button"
                  type="button"
                  size="sm"
                  onClick={() => void save(file, services.onDownload!)}
                  aria-label={t("file.download", { name: file.fileName })}
                  style={{ overflowWrap: "anywhere", textAlign: "left" }}
                >
                  {file.fileName}
                </Anchor>
              ) : (
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {file.fileName}
                </Text>
              )}
              {!readOnly && (
                <CloseButton
                  onClick={() => remove(file.fileId)}
                  aria-label={t("file.remove", { name: file.fileName })}
                />
              )}
            </Group>
          ))}
        </Stack>
      )}
      {!readOnly && (
        <Group>
          <FileButton
            onChange={(picked: File | File[] | null) => void pick(picked ? [picked].flat() : [])}
            accept={rules.accept}
            multiple={rules.maxFiles > 1}
          >
            {(button) => (
              <Button
                {...button}
                id={ids.inputId}
                variant="default"
                size="md"
                loading={busy}
                disabled={!services.onUpload}
                leftSection={<IconPaperclip size={18} />}
              >
                {t("file.choose")}
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      <Text size="xs" c="dimmed">
        {notes.join(" ／ ")}
      </Text>
      {!services.onUpload && !readOnly && (
        <Text size="xs" c="dimmed">
          {t("file.unavailable")}
        </Text>
      )}
      <Problem text={problem} id={`${ids.inputId}-problem`} />
    </Stack>
  );
}

/** The picture of a face photo: the file just picked, or the stored one fetched through the app. */
function usePhotoUrl(file: FormFileValue | undefined, local: Map<string, string>, props: AnswerInputProps) {
  const [loaded, setLoaded] = useState<{ fileId: string; url: string } | null>(null);
  const load = props.services.onDownload;
  const localUrl = file ? local.get(file.fileId) : undefined;
  useEffect(() => {
    if (!file || localUrl || !load) return;
    let url: string | null = null;
    let current = true;
    load(file)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        if (current) setLoaded({ fileId: file.fileId, url });
      })
      .catch(() => undefined); // no preview; the name is still shown
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [file, localUrl, load]);
  return localUrl ?? (loaded && loaded.fileId === file?.fileId ? loaded.url : undefined);
}

/** FACE_PHOTO: one image with its preview. */
export function FacePhotoInput(props: AnswerInputProps) {
  const { t } = useFormViewTranslation();
  const { item, readOnly, ids } = props;
  const rules = fileRules(item, acceptOf);
  const [local] = useState(() => new Map<string, string>());
  const remember = (picked: File[], added: FormFileValue[]) =>
    added.forEach((f, i) => {
      if (picked[i]) local.set(f.fileId, URL.createObjectURL(picked[i]));
    });
  const { files, busy, problem, pick } = useFilePicker(props, rules, remember);
  const photo = keptFiles(files)[0];
  const url = usePhotoUrl(photo, local, props);
  useEffect(
    () => () => {
      for (const u of local.values()) URL.revokeObjectURL(u);
    },
    [local],
  );
  return (
    <Group
      gap="md"
      align="flex-end"
      role="group"
      aria-labelledby={ids.labelId}
      aria-describedby={ids.describedBy}
    >
      <Center
        w={96}
        h={120}
        bg="gray.1"
        style={{ borderRadius: 6, border: "1px dashed var(--mantine-color-gray-4)", overflow: "hidden" }}
      >
        {url ? (
          <img
            src={url}
            alt={t("facePhoto.alt", { label: item.label })}
            width={96}
            height={120}
            style={{ objectFit: "cover" }}
          />
        ) : (
          <Box c="gray.5" title={t("facePhoto.placeholder")}>
            <IconUser size={48} stroke={1.2} aria-hidden />
          </Box>
        )}
      </Center>
      <Stack gap={4} flex={1} miw={0}>
        {photo && (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            {photo.fileName}
          </Text>
        )}
        {!readOnly && (
          <FileButton onChange={(picked) => void pick(picked ? [picked] : [])} accept={rules.accept}>
            {(button) => (
              <Button
                {...button}
                id={ids.inputId}
                variant="default"
                size="md"
                w="fit-content"
                loading={busy}
                disabled={!props.services.onUpload}
              >
                {photo ? t("facePhoto.change") : t("facePhoto.choose")}
              </Button>
            )}
          </FileButton>
        )}
        <Text size="xs" c="dimmed">
          {t("file.maxSize", { max: rules.maxMb })}
        </Text>
        <Problem text={problem} id={`${ids.inputId}-problem`} />
      </Stack>
    </Group>
  );
}
