import type { PushAttachmentItem, PushLink } from "@gakumu/domain";
import { confirmDialog, notify, PageTitle, useTranslation } from "@gakumu/ui";
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Checkbox,
  FileButton,
  Grid,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconPaperclip, IconPlus, IconSend, IconX } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { PUSH_NAMESPACE } from "./i18n";
import { type ComposeKind, pushApi, pushKeys } from "./push-api";
import { RichTextInput } from "./RichTextInput";
import { EMPTY_TARGET, TargetPicker, type TargetState, targetBody } from "./TargetPicker";

type ReplyType = "NONE" | "TEXT" | "CHOICE";

interface Draft {
  title: string;
  bodyHtml: string;
  links: PushLink[];
  attachments: PushAttachmentItem[];
  replyType: ReplyType;
  replyChoices: string[];
  urgent: boolean;
  when: "now" | "reserve";
  date: string;
  time: string;
}

const EMPTY_DRAFT: Draft = {
  title: "",
  bodyHtml: "",
  links: [],
  attachments: [],
  replyType: "NONE",
  replyChoices: [],
  urgent: false,
  when: "now",
  date: "",
  time: "07:00",
};

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)}KB` : `${(bytes / 1024 / 1024).toFixed(1)}MB`;

/** 配信 (kind 1, menu push-notification) and グループ配信 (kind 4, menu group-push). */
export function ComposePage({ kind }: { kind: ComposeKind }) {
  const { t } = useTranslation(PUSH_NAMESPACE);
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [target, setTarget] = useState<TargetState>(EMPTY_TARGET);
  const options = useQuery({
    queryKey: pushKeys.options(kind),
    queryFn: ({ signal }) => pushApi.options(kind, signal),
  });
  const templates = useQuery({
    queryKey: pushKeys.composeTemplates(kind),
    queryFn: ({ signal }) => pushApi.composeTemplates(kind, signal),
    retry: false,
  });
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const upload = useMutation({
    mutationFn: (file: File) => pushApi.upload(kind, file),
    onSuccess: (item) => set({ attachments: [...draft.attachments, item] }),
    onError: notifyHttpError,
  });

  const send = useMutation({
    mutationFn: () =>
      pushApi.send(kind, {
        title: draft.title,
        bodyHtml: draft.bodyHtml,
        links: draft.links,
        attachmentKeys: draft.attachments.map((a) => a.key),
        replyType: draft.replyType,
        replyChoices: draft.replyType === "CHOICE" ? draft.replyChoices : [],
        urgent: draft.urgent,
        target: targetBody(target),
        reservedAt: draft.when === "reserve" ? `${draft.date} ${draft.time}` : null,
      }),
    onSuccess: () => {
      notify.success({ message: t(draft.when === "reserve" ? "compose.reserved" : "compose.sent") });
      setDraft(EMPTY_DRAFT);
      setTarget(EMPTY_TARGET);
    },
    onError: notifyHttpError,
  });

  const submit = async () => {
    const { count } = await pushApi.count(kind, targetBody(target));
    const at = `${draft.date.replaceAll("-", "/")} ${draft.time}`;
    const ok = await confirmDialog({
      message:
        draft.when === "reserve"
          ? t("compose.confirmReserve", { at, count })
          : t("compose.confirmSend", { count }),
    });
    if (ok) send.mutate();
  };

  const loadTemplate = (id: string | null) => {
    const template = templates.data?.items.find((x) => String(x.id) === id);
    if (!template) return;
    set({
      title: template.title,
      bodyHtml: template.bodyHtml,
      links: template.links,
      replyType: template.replyType,
      replyChoices: template.replyChoices,
    });
  };

  const title = kind === 4 ? t("compose.groupTitle") : t("compose.title");
  return (
    <Stack gap="md" p="md" maw={1200}>
      <PageTitle title={title} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {kind === 4 ? t("compose.groupLead") : t("compose.lead")}
      </Text>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {options.data ? (
            <TargetPicker kind={kind} options={options.data} value={target} onChange={setTarget} />
          ) : (
            <Loader size="sm" type="dots" />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md">
            <Stack gap="sm">
              {(templates.data?.items.length ?? 0) > 0 && (
                <Select
                  label={t("compose.template")}
                  placeholder={t("compose.templatePlaceholder")}
                  data={templates.data?.items.map((x) => ({ value: String(x.id), label: x.name })) ?? []}
                  onChange={loadTemplate}
                  value={null}
                  clearable
                />
              )}
              <TextInput
                label={t("compose.subject")}
                required
                maxLength={100}
                value={draft.title}
                onChange={(e) => set({ title: e.currentTarget.value })}
              />
              <RichTextInput
                label={t("compose.body")}
                required
                value={draft.bodyHtml}
                onChange={(bodyHtml) => set({ bodyHtml })}
              />
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t("compose.links")}
                </Text>
                {draft.links.map((link, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: links have no identity but their place
                  <Group key={index} gap={6} wrap="nowrap">
                    <TextInput
                      aria-label={t("compose.linkLabel")}
                      placeholder={t("compose.linkLabel")}
                      value={link.label}
                      onChange={(e) => {
                        const label = e.currentTarget.value;
                        set({ links: draft.links.map((l, i) => (i === index ? { ...l, label } : l)) });
                      }}
                      w={180}
                    />
                    <TextInput
                      aria-label={t("compose.linkUrl")}
                      placeholder="https://"
                      value={link.url}
                      onChange={(e) => {
                        const url = e.currentTarget.value;
                        set({ links: draft.links.map((l, i) => (i === index ? { ...l, url } : l)) });
                      }}
                      style={{ flex: 1 }}
                    />
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("compose.remove")}
                      onClick={() => set({ links: draft.links.filter((_, i) => i !== index) })}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  </Group>
                ))}
                <Box>
                  <Button
                    size="xs"
                    variant="subtle"
                    leftSection={<IconPlus size={14} />}
                    disabled={draft.links.length >= 5}
                    onClick={() => set({ links: [...draft.links, { label: "", url: "" }] })}
                  >
                    {t("compose.addLink")}
                  </Button>
                </Box>
              </Stack>
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t("compose.attachments")}
                </Text>
                {draft.attachments.map((a) => (
                  <Group key={a.key} gap={6}>
                    <IconPaperclip size={14} />
                    <Anchor href={`/app/api/push-attachments/${a.key}`} target="_blank" size="sm">
                      {a.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      {sizeText(a.size)}
                    </Text>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t("compose.remove")}
                      onClick={() => set({ attachments: draft.attachments.filter((x) => x.key !== a.key) })}
                    >
                      <IconX size={14} />
                    </ActionIcon>
                  </Group>
                ))}
                <FileButton onChange={(file) => file && upload.mutate(file)} accept="application/pdf,image/*">
                  {(props) => (
                    <Box>
                      <ActionButton
                        {...props}
                        size="xs"
                        variant="light"
                        leftSection={<IconPaperclip size={14} />}
                        loading={upload.isPending}
                        disabled={draft.attachments.length >= 5}
                      >
                        {t("compose.attach")}
                      </ActionButton>
                    </Box>
                  )}
                </FileButton>
              </Stack>
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t("compose.reply")}
                </Text>
                <SegmentedControl
                  data={[
                    { value: "NONE", label: t("compose.replyNone") },
                    { value: "TEXT", label: t("compose.replyText") },
                    { value: "CHOICE", label: t("compose.replyChoice") },
                  ]}
                  value={draft.replyType}
                  onChange={(v) => set({ replyType: v as ReplyType })}
                />
                {draft.replyType === "CHOICE" && (
                  <TagsInput
                    label={t("compose.choices")}
                    value={draft.replyChoices}
                    onChange={(replyChoices) => set({ replyChoices })}
                    maxTags={10}
                  />
                )}
              </Stack>
              <Checkbox
                label={t("compose.urgent")}
                checked={draft.urgent}
                onChange={(e) => set({ urgent: e.currentTarget.checked })}
              />
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t("compose.when")}
                </Text>
                <SegmentedControl
                  data={[
                    { value: "now", label: t("compose.now") },
                    { value: "reserve", label: t("compose.reserve") },
                  ]}
                  value={draft.when}
                  onChange={(v) => set({ when: v === "reserve" ? "reserve" : "now" })}
                />
                {draft.when === "reserve" && (
                  <Group gap="sm">
                    <TextInput
                      type="date"
                      label={t("compose.reservedDate")}
                      value={draft.date}
                      onChange={(e) => set({ date: e.currentTarget.value })}
                    />
                    <TextInput
                      type="time"
                      label={t("compose.reservedTime")}
                      value={draft.time}
                      onChange={(e) => set({ time: e.currentTarget.value })}
                    />
                  </Group>
                )}
              </Stack>
              <Group justify="flex-end">
                <ActionButton
                  leftSection={<IconSend size={16} />}
                  onClick={submit}
                  loading={send.isPending}
                  data-operation-id={kind === 4 ? "group-push-send" : "push-send"}
                >
                  {draft.when === "reserve" ? t("compose.reserveSubmit") : t("compose.send")}
                </ActionButton>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
