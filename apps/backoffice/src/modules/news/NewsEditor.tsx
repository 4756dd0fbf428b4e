import {
  includesMembers,
  NEWS_AUDIENCE_LABELS,
  type NewsAttachment,
  NewsAudience,
  type NewsDetail,
  type NewsType,
} from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Grid,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPaperclip, IconX } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { HttpError, notifyHttpError } from "../../app/http";
import { RichTextInput } from "../push-notifications/RichTextInput";
import {
  TargetPicker,
  type TargetState,
  targetBody,
  targetStateOf,
} from "../push-notifications/TargetPicker";
import { NEWS_NAMESPACE } from "./i18n";
import { newsApi, newsKeys, newsTargetSource } from "./news-api";

/** datetime-local ⇄ the API's 「yyyy-MM-dd HH:mm」 (Japan time). */
const toInput = (text: string | null) => (text ? text.replace(" ", "T") : "");
const fromInput = (value: string) => value.replace("T", " ");

const nowInJapan = () => {
  const d = new Date(Date.now() + 9 * 3_600_000);
  return d.toISOString().slice(0, 16);
};

/** The editor of a draft or of an item already submitted (saving that sends it back to approval). */
export function NewsEditor({
  type,
  item,
  onDone,
}: {
  type: NewsType;
  item: NewsDetail | null;
  onDone: (id: number | null) => void;
}) {
  const { t } = useTranslation(NEWS_NAMESPACE);
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(item?.title ?? "");
  const [bodyHtml, setBodyHtml] = useState(item?.bodyHtml ?? "");
  const [categoryId, setCategoryId] = useState<string | null>(
    item?.categoryId ? String(item.categoryId) : null,
  );
  const [attachments, setAttachments] = useState<NewsAttachment[]>(item?.attachments ?? []);
  const [audience, setAudience] = useState<NewsAudience>(item?.audience ?? "BOTH");
  const [target, setTarget] = useState<TargetState>(() => targetStateOf(item?.target ?? null, "VALID"));
  const [publishFrom, setPublishFrom] = useState(toInput(item?.publishFrom ?? null) || nowInJapan());
  const [publishTo, setPublishTo] = useState(toInput(item?.publishTo ?? null));
  const [pinned, setPinned] = useState(item?.pinned ?? false);
  const [notifyMembers, setNotifyMembers] = useState(item?.notifyMembers ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = useQuery({
    queryKey: newsKeys.categories(type),
    queryFn: ({ signal }) => newsApi.categories(type, signal),
  });
  const options = useQuery({
    queryKey: newsKeys.options(type),
    queryFn: ({ signal }) => newsApi.options(type, signal),
  });

  const body = () => ({
    title,
    bodyHtml,
    categoryId: categoryId ? Number(categoryId) : null,
    attachmentKeys: attachments.map((a) => a.key),
    audience,
    target: includesMembers(audience) ? targetBody(target) : null,
    publishFrom: fromInput(publishFrom),
    publishTo: publishTo ? fromInput(publishTo) : null,
    pinned,
    notifyMembers: includesMembers(audience) && notifyMembers,
  });
  const save = useMutation({
    mutationFn: () =>
      item
        ? newsApi.update(type, item.id, { ...body(), version: item.version })
        : newsApi.create(type, body()),
    onSuccess: (saved) => {
      notify.success({ message: item && item.status !== 3 ? t("editor.resubmitted") : t("editor.saved") });
      void queryClient.invalidateQueries({ queryKey: newsKeys.all(type) });
      onDone(saved.id);
    },
    onError: (error) => {
      if (error instanceof HttpError && error.details.length > 0)
        setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])));
      notifyHttpError(error);
    },
  });
  const upload = useMutation({
    mutationFn: (file: File) => newsApi.upload(type, file),
    onSuccess: (a) => setAttachments((list) => [...list, a]),
    onError: notifyHttpError,
  });

  return (
    <Stack gap="md">
      <Title order={2} fz="lg">
        {item ? t("editor.editTitle") : t("editor.newTitle")}
      </Title>
      {item && item.status !== 3 && (
        <Alert color="yellow" variant="light">
          {t("editor.resubmitWarning")}
        </Alert>
      )}
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <TextInput
                label={t("editor.title")}
                required
                maxLength={100}
                value={title}
                error={errors.title}
                onChange={(e) => setTitle(e.currentTarget.value)}
              />
              <RichTextInput
                label={t("editor.body")}
                value={bodyHtml}
                onChange={setBodyHtml}
                error={errors.bodyHtml}
                required
              />
              <Select
                label={t("editor.category")}
                placeholder={t("editor.noCategory")}
                clearable
                data={(categories.data?.items ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
                value={categoryId}
                onChange={setCategoryId}
                error={errors.categoryId}
              />
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  {t("editor.attachments")}
                </Text>
                {attachments.map((a) => (
                  <Group key={a.key} gap={4}>
                    <IconPaperclip size={14} aria-hidden />
                    <Text size="sm">{a.name}</Text>
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t("editor.remove")}
                      onClick={() => setAttachments((list) => list.filter((x) => x.key !== a.key))}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </Group>
                ))}
                <FileButton accept="application/pdf,image/*" onChange={(f) => f && upload.mutate(f)}>
                  {(props) => (
                    <Button {...props} variant="light" size="xs" w="fit-content" loading={upload.isPending}>
                      {t("editor.attach")}
                    </Button>
                  )}
                </FileButton>
              </Stack>
              <Group grow align="flex-start">
                <TextInput
                  type="datetime-local"
                  label={t("editor.publishFrom")}
                  description={t("editor.periodHint")}
                  required
                  value={publishFrom}
                  error={errors.publishFrom}
                  onChange={(e) => setPublishFrom(e.currentTarget.value)}
                />
                <TextInput
                  type="datetime-local"
                  label={t("editor.publishTo")}
                  description={t("editor.periodHint")}
                  value={publishTo}
                  error={errors.publishTo}
                  onChange={(e) => setPublishTo(e.currentTarget.value)}
                />
              </Group>
              <Switch
                checked={pinned}
                onChange={(e) => setPinned(e.currentTarget.checked)}
                label={t("editor.pinned")}
              />
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="sm">
            <Text size="sm" fw={500}>
              {t("editor.audience")}
            </Text>
            <SegmentedControl
              value={audience}
              onChange={(v) => setAudience(v as NewsAudience)}
              data={NewsAudience.map((a) => ({ value: a, label: NEWS_AUDIENCE_LABELS[a] }))}
            />
            {errors.target && (
              <Text c="red" size="sm">
                {errors.target}
              </Text>
            )}
            {includesMembers(audience) && (
              <Switch
                checked={notifyMembers}
                disabled={item?.notified ?? false}
                onChange={(e) => setNotifyMembers(e.currentTarget.checked)}
                label={t("editor.notifyMembers")}
                description={item?.notified ? t("editor.notified") : t("editor.notifyHint")}
              />
            )}
            {includesMembers(audience) &&
              (options.data ? (
                <TargetPicker
                  kind={1}
                  options={options.data}
                  value={target}
                  onChange={setTarget}
                  source={newsTargetSource(type)}
                />
              ) : (
                <Loader size="sm" type="dots" />
              ))}
          </Stack>
        </Grid.Col>
      </Grid>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => onDone(item?.id ?? null)}>
          {t("editor.cancel")}
        </Button>
        <ActionButton loading={save.isPending} onClick={() => save.mutate()}>
          {item ? t("editor.saveChanges") : t("editor.save")}
        </ActionButton>
      </Group>
    </Stack>
  );
}
