import {
  formatDate,
  SAFETY_CLOSED_MESSAGE,
  SAFETY_QUESTION_CHOICES,
  type SafetyAnswerBodyInput,
  type SafetyAnswerView,
  SafetyQuestion,
  SafetyState,
} from "@gakumu/domain";
import { RichText } from "@gakumu/form-view";
import { useTranslation } from "@gakumu/ui";
import { Alert, Badge, Button, Chip, Group, Paper, SimpleGrid, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertTriangle, IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { SAFETY_NAMESPACE } from "./i18n";

const STATE_COLOURS: Record<number, string> = { 1: "teal", 2: "yellow", 3: "red" };

/**
 * The one answer screen of /safety-answer: the fixed question as three large buttons (無事 / 軽傷 /
 * 重傷), the send's optional questions as chips, one send button. Works at 320 px: the buttons stack.
 */
export function SafetyAnswerForm({
  view,
  busy,
  onSubmit,
}: {
  view: SafetyAnswerView;
  busy: boolean;
  onSubmit: (body: SafetyAnswerBodyInput) => void;
}) {
  const { t } = useTranslation(SAFETY_NAMESPACE);
  const [state, setState] = useState<number | null>(view.answer?.safetyState || null);
  const [answers, setAnswers] = useState<Record<string, string>>(view.answer?.answers ?? {});
  const set = (q: string, v: string) => setAnswers((a) => ({ ...a, [q]: v }));
  return (
    <Stack gap="md">
      {view.isDrill && (
        <Alert color="orange" variant="filled" icon={<IconAlertTriangle size={18} />}>
          {t("answer.drillNotice")}
        </Alert>
      )}
      <Paper withBorder p="sm">
        <RichText html={view.bodyHtml} />
      </Paper>
      {view.answer && (
        <Alert color="blue" variant="light">
          <Text size="sm">
            {t("answer.current", {
              state: SafetyState.label(view.answer.safetyState as 1),
              at: view.answer.answeredAt ? formatDate(view.answer.answeredAt, "MM/dd HH:mm") : "",
            })}
          </Text>
          {view.answer.byStaff && <Text size="xs">{t("answer.byStaff")}</Text>}
        </Alert>
      )}
      {!view.open ? (
        <Alert color="gray" icon={<IconLock size={18} />} title={t("answer.closed")}>
          {SAFETY_CLOSED_MESSAGE}
        </Alert>
      ) : (
        <>
          <Text fw={700}>{t("answer.question")}</Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {[1, 2, 3].map((s) => (
              <Button
                key={s}
                size="xl"
                h={72}
                color={STATE_COLOURS[s]}
                variant={state === s ? "filled" : "outline"}
                aria-pressed={state === s}
                onClick={() => setState(s)}
              >
                {SafetyState.label(s as 1)}
              </Button>
            ))}
          </SimpleGrid>
          {view.questions.map((q) =>
            q === "FREE_TEXT" ? (
              <Textarea
                key={q}
                label={t("answer.freeText")}
                maxLength={500}
                autosize
                minRows={2}
                value={answers[q] ?? ""}
                onChange={(e) => set(q, e.currentTarget.value)}
              />
            ) : (
              <Stack key={q} gap={6}>
                <Text size="sm" fw={600}>
                  {SafetyQuestion.label(q)}
                </Text>
                <Chip.Group value={answers[q] ?? ""} onChange={(v) => set(q, String(v))}>
                  <Group gap="xs">
                    {SAFETY_QUESTION_CHOICES[q].map((c) => (
                      <Chip key={c.value} value={c.value} size="md">
                        {c.label}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Stack>
            ),
          )}
          <Button
            size="lg"
            fullWidth
            disabled={state === null}
            loading={busy}
            onClick={() =>
              state !== null &&
              onSubmit({
                safetyState: state as 1,
                answers: Object.fromEntries(Object.entries(answers).filter(([, v]) => v.trim() !== "")),
              })
            }
          >
            {view.answer ? t("answer.change") : t("answer.submit")}
          </Button>
        </>
      )}
      <Badge variant="transparent" c="dimmed" size="xs">
        {view.organizationName}
      </Badge>
    </Stack>
  );
}
