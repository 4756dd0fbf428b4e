import { formatDate } from "@gakumu/domain";
import { ClampedDateTimeInput, confirmDialog, notify, PageTitle, useTranslation } from "@gakumu/ui";
import { Button, Grid, Group, Loader, Paper, Stack, Switch, Text, TextInput, Title } from "@mantine/core";
import { IconPlus, IconSend } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { HttpError, notifyHttpError } from "../../app/http";
import { RichTextInput } from "../push-notifications/RichTextInput";
import { EMPTY_TARGET, TargetPicker, type TargetState, targetBody } from "../push-notifications/TargetPicker";
import { SURVEYS_NAMESPACE } from "./i18n";
import { choicesOf, type QuestionDraft, QuestionEditor } from "./QuestionEditor";
import { SurveyList } from "./SurveyList";
import { surveyKeys, surveysApi, surveyTargetSource } from "./surveys-api";

let nextKey = 1;
const newQuestion = (): QuestionDraft => ({
  key: `q${Date.now().toString(36)}${nextKey++}`,
  answerType: "SELECT_SINGLE",
  label: "",
  helpText: "",
  required: false,
  choicesText: "",
  fileTypes: [],
  maxFileSizeMb: null,
  divisionDepth: null,
  condition: null,
});

/** The builder's datetime-local value is Japan time whatever the browser's zone. */
const tokyoIso = (local: string) => (local ? `${local}:00+09:00` : "");
/** A reserved time as the server (and push) take it: 「2026-12-01 07:00」, Japan time. */
const reservedText = (local: string) => local.replace("T", " ");

/**
 * アンケート作成 (menu survey): questions of every §3.4 type, deadline, anonymity, target, and a send now
 * or at a reserved time (送信日時を予約する); then the list of surveys with their state.
 */
export function SurveyBuilderPage() {
  const { t } = useTranslation(SURVEYS_NAMESPACE);
  const queryClient = useQueryClient();
  const [title, setTitle] = useState("");
  const [bodyHtml, setBodyHtml] = useState("");
  const [deadline, setDeadline] = useState("");
  const [anonymous, setAnonymous] = useState(false);
  const [reserve, setReserve] = useState(false);
  const [reservedAt, setReservedAt] = useState("");
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => [newQuestion()]);
  const [target, setTarget] = useState<TargetState>(EMPTY_TARGET);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = useQuery({
    queryKey: surveyKeys.options,
    queryFn: ({ signal }) => surveysApi.options(signal),
  });

  const body = () => ({
    title,
    bodyHtml,
    deadline: tokyoIso(deadline),
    anonymous,
    reservedAt: reserve ? reservedText(reservedAt) : null,
    target: targetBody(target),
    questions: questions.map((q) => ({
      key: q.key,
      answerType: q.answerType,
      label: q.label,
      helpText: q.helpText,
      required: q.required,
      choices: ["SELECT_SINGLE", "SELECT_MULTI", "LIST"].includes(q.answerType) ? choicesOf(q) : [],
      fileTypes: q.answerType === "FILE_UPLOAD" ? q.fileTypes.map(Number) : [],
      maxFileSizeMb: q.answerType === "FILE_UPLOAD" ? q.maxFileSizeMb : null,
      divisionDepth: q.answerType === "DIVISION" ? q.divisionDepth : null,
      condition: q.condition?.value ? q.condition : null,
    })),
  });

  const send = useMutation({
    mutationFn: () => surveysApi.create(body() as never),
    onSuccess: () => {
      notify.success({ message: t(reserve ? "build.reserved" : "build.sent") });
      setTitle("");
      setBodyHtml("");
      setDeadline("");
      setAnonymous(false);
      setReserve(false);
      setReservedAt("");
      setQuestions([newQuestion()]);
      setTarget(EMPTY_TARGET);
      setErrors({});
      void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
    },
    onError: (error) => {
      if (error instanceof HttpError && error.details.length > 0)
        setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])));
      notifyHttpError(error);
    },
  });

  const submit = async () => {
    if (reserve && !reservedAt) {
      setErrors({ reservedAt: t("build.reservedAtRequired") });
      return;
    }
    const { count } = await surveyTargetSource.count(targetBody(target));
    const message = reserve
      ? t("build.confirmReserve", { at: reservedText(reservedAt).replaceAll("-", "/"), count })
      : t("build.confirmSend", { count });
    if (await confirmDialog({ message })) send.mutate();
  };
  const update = (i: number, patch: Partial<QuestionDraft>) =>
    setQuestions((qs) => qs.map((q, j) => (j === i ? { ...q, ...patch } : q)));
  const move = (i: number, by: -1 | 1) =>
    setQuestions((qs) => {
      const next = [...qs];
      const [q] = next.splice(i, 1);
      next.splice(i + by, 0, q!);
      return next;
    });

  const heading = t("build.title");
  return (
    <Stack gap="md" p="md" maw={1200}>
      <PageTitle title={heading} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {heading}
      </Title>
      <Text size="sm" c="dimmed">
        {t("build.lead")}
      </Text>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          {options.data ? (
            <TargetPicker
              kind={1}
              options={options.data}
              value={target}
              onChange={setTarget}
              source={surveyTargetSource}
            />
          ) : (
            <Loader size="sm" type="dots" />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md">
            <Stack gap="sm">
              <TextInput
                label={t("build.subject")}
                required
                maxLength={100}
                value={title}
                error={errors.title}
                onChange={(e) => setTitle(e.currentTarget.value)}
              />
              <RichTextInput
                label={t("build.body")}
                value={bodyHtml}
                onChange={setBodyHtml}
                error={errors.bodyHtml}
              />
              <TextInput
                type="datetime-local"
                label={t("build.deadline")}
                description={t("build.deadlineHint")}
                required
                value={deadline}
                error={errors.deadline}
                onChange={(e) => setDeadline(e.currentTarget.value)}
              />
              <Switch
                checked={anonymous}
                onChange={(e) => setAnonymous(e.currentTarget.checked)}
                label={t("build.anonymous")}
              />
              <Switch
                checked={reserve}
                onChange={(e) => setReserve(e.currentTarget.checked)}
                label={t("build.reserve")}
              />
              {reserve && (
                <ClampedDateTimeInput
                  label={t("build.reservedAt")}
                  description={t("build.reservedAtHint")}
                  required
                  value={reservedAt}
                  onChange={(value) => {
                    setReservedAt(value);
                    setErrors(({ reservedAt: _, ...rest }) => rest);
                  }}
                  min={formatDate(new Date(), "yyyy-MM-dd'T'HH:mm")}
                  max={deadline || undefined}
                  error={errors.reservedAt}
                />
              )}
              <Text fw={600}>{t("build.questions")}</Text>
              {errors.questions && (
                <Text c="red" size="sm">
                  {errors.questions}
                </Text>
              )}
              {questions.map((q, i) => (
                <QuestionEditor
                  key={q.key}
                  index={i}
                  draft={q}
                  earlier={questions.slice(0, i)}
                  errors={errors}
                  isLast={i === questions.length - 1}
                  onChange={(patch) => update(i, patch)}
                  onRemove={() => setQuestions((qs) => qs.filter((_, j) => j !== i))}
                  onMove={(by) => move(i, by)}
                />
              ))}
              <Group justify="space-between">
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} />}
                  onClick={() => setQuestions((qs) => [...qs, newQuestion()])}
                >
                  {t("build.addQuestion")}
                </Button>
                <ActionButton leftSection={<IconSend size={16} />} loading={send.isPending} onClick={submit}>
                  {reserve ? t("build.reserveSubmit") : t("build.send")}
                </ActionButton>
              </Group>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <SurveyList screen="build" />
    </Stack>
  );
}
