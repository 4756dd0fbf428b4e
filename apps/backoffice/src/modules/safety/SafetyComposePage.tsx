import { SafetyQuestion } from "@gakumu/domain";
import { confirmDialog, notify, PageTitle, useTranslation } from "@gakumu/ui";
import {
  Alert,
  Badge,
  Checkbox,
  Grid,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { RichTextInput } from "../push-notifications/RichTextInput";
import { EMPTY_TARGET, TargetPicker, type TargetState, targetBody } from "../push-notifications/TargetPicker";
import { SAFETY_NAMESPACE } from "./i18n";
import { SafetySendList } from "./SafetySendList";
import { safetyApi, safetyKeys, safetyTargetSource } from "./safety-api";

interface Draft {
  templateId: number | null;
  title: string;
  bodyHtml: string;
  questions: string[];
  isDrill: boolean;
}

const EMPTY_DRAFT: Draft = { templateId: null, title: "", bodyHtml: "", questions: [], isDrill: false };

/** 安否確認配信 (menu safety-confirmation): compose from a template, send (or drill), follow the sends. */
export function SafetyComposePage() {
  const { t } = useTranslation(SAFETY_NAMESPACE);
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [target, setTarget] = useState<TargetState>(EMPTY_TARGET);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const options = useQuery({
    queryKey: safetyKeys.options,
    queryFn: ({ signal }) => safetyApi.options(signal),
  });
  const templates = useQuery({
    queryKey: safetyKeys.templates,
    queryFn: ({ signal }) => safetyApi.templates(signal),
  });

  const [templateName, setTemplateName] = useState<string | null>(null);
  const saveTemplate = useMutation({
    mutationFn: (name: string) =>
      safetyApi.saveTemplate({
        name,
        title: draft.title,
        bodyHtml: draft.bodyHtml,
        questions: draft.questions as never,
        isDrill: draft.isDrill,
      }),
    onSuccess: (saved) => {
      notify.success({ message: t("compose.templateSaved") });
      setTemplateName(null);
      set({ templateId: saved.id });
      void queryClient.invalidateQueries({ queryKey: safetyKeys.templates });
    },
    onError: notifyHttpError,
  });

  const send = useMutation({
    mutationFn: () =>
      safetyApi.send({
        templateId: draft.templateId,
        title: draft.title,
        bodyHtml: draft.bodyHtml,
        questions: draft.questions as never,
        isDrill: draft.isDrill,
        target: targetBody(target),
      }),
    onSuccess: () => {
      notify.success({ message: t("compose.sent") });
      setDraft(EMPTY_DRAFT);
      setTarget(EMPTY_TARGET);
      void queryClient.invalidateQueries({ queryKey: safetyKeys.all });
    },
    onError: notifyHttpError,
  });

  const submit = async () => {
    const { count } = await safetyTargetSource.count(targetBody(target));
    const ok = await confirmDialog({
      message: t(draft.isDrill ? "compose.confirmDrill" : "compose.confirmSend", { count }),
    });
    if (ok) send.mutate();
  };

  const loadTemplate = (id: string | null) => {
    const template = templates.data?.items.find((x) => String(x.id) === id);
    if (!template) return;
    set({
      templateId: template.id,
      title: template.title,
      bodyHtml: template.bodyHtml,
      questions: template.questions,
      isDrill: template.isDrill,
    });
  };

  const title = t("compose.title");
  return (
    <Stack gap="md" p="md" maw={1200}>
      <PageTitle title={title} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {t("compose.lead")}
      </Text>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {options.data ? (
            <TargetPicker
              kind={1}
              options={options.data}
              value={target}
              onChange={setTarget}
              source={safetyTargetSource}
            />
          ) : (
            <Loader size="sm" type="dots" />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <Select
                label={t("compose.template")}
                placeholder={t("compose.templatePlaceholder")}
                data={templates.data?.items.map((x) => ({ value: String(x.id), label: x.name })) ?? []}
                value={draft.templateId === null ? null : String(draft.templateId)}
                onChange={loadTemplate}
              />
              <TextInput
                label={t("compose.subject")}
                required
                maxLength={100}
                value={draft.title}
                onChange={(e) => set({ title: e.currentTarget.value })}
                leftSection={
                  draft.isDrill ? (
                    <Badge color="orange" size="xs">
                      {t("compose.drillBadge")}
                    </Badge>
                  ) : null
                }
                leftSectionWidth={draft.isDrill ? 52 : undefined}
              />
              <RichTextInput
                label={t("compose.body")}
                required
                value={draft.bodyHtml}
                onChange={(bodyHtml) => set({ bodyHtml })}
              />
              <Alert variant="light" color="blue" p="xs">
                <Text size="sm">{t("compose.fixedQuestion")}</Text>
              </Alert>
              <Checkbox.Group
                label={t("compose.questions")}
                value={draft.questions}
                onChange={(questions) =>
                  // Kept in the catalogue's order, whatever order they were ticked in.
                  set({ questions: SafetyQuestion.codes.filter((c) => questions.includes(c)) })
                }
              >
                <Stack gap={6} mt={6}>
                  {SafetyQuestion.options.map((q) => (
                    <Checkbox key={q.value} value={q.value} label={q.label} />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Switch
                color="orange"
                checked={draft.isDrill}
                onChange={(e) => set({ isDrill: e.currentTarget.checked })}
                label={t("compose.drill")}
              />
              <Group justify="flex-end">
                <ActionButton variant="subtle" onClick={() => setTemplateName("")}>
                  {t("compose.saveTemplate")}
                </ActionButton>
                <ActionButton
                  color={draft.isDrill ? "orange" : "red"}
                  leftSection={<IconAlertTriangle size={16} />}
                  loading={send.isPending}
                  onClick={submit}
                >
                  {draft.isDrill ? t("compose.sendDrill") : t("compose.send")}
                </ActionButton>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <SafetySendList screen="sends" />
      <Modal
        opened={templateName !== null}
        onClose={() => setTemplateName(null)}
        title={t("compose.saveTemplate")}
      >
        <Stack gap="sm">
          <TextInput
            label={t("compose.templateName")}
            required
            maxLength={100}
            value={templateName ?? ""}
            onChange={(e) => setTemplateName(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <ActionButton
              loading={saveTemplate.isPending}
              onClick={() => saveTemplate.mutate(templateName ?? "")}
            >
              {t("compose.saveTemplate")}
            </ActionButton>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
