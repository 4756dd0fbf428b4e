import type { SafetyAnswerBodyInput, SafetyAnswerView } from "@gakumu/domain/safety/safety-api";
import {
  SAFETY_CLOSED_MESSAGE,
  SAFETY_QUESTION_CHOICES,
  SAFETY_QUESTION_LABELS,
  SAFETY_STATE_LABELS,
} from "@gakumu/domain/safety/safety-labels";
import { RichText } from "@gakumu/form-view";
import {
  Alert,
  Badge,
  Button,
  Card,
  Chip,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconAlertTriangle, IconLock } from "@tabler/icons-react";
import { useState } from "react";
import { formatDateTime } from "../../components/format";

const COLOURS: Record<number, string> = { 1: "teal", 2: "yellow", 3: "red" };

export interface SafetyAnswerPanelProps {
  view: SafetyAnswerView;
  busy: boolean;
  /** The server's refusal, in Japanese (e.g. answering closed a moment ago). */
  error: string | null;
  onSubmit: (body: SafetyAnswerBodyInput) => void;
}

/**
 * The one answer screen: the fixed question as three large buttons (無事 / 軽傷 / 重傷, stacked on a
 * narrow phone), the optional questions, one send button; the current answer stays changeable until
 * the school closes answering.
 */
export function SafetyAnswerPanel({ view, busy, error, onSubmit }: SafetyAnswerPanelProps) {
  const [state, setState] = useState<number | null>(view.answer?.safetyState || null);
  const [answers, setAnswers] = useState<Record<string, string>>(view.answer?.answers ?? {});
  const set = (q: string, v: string) => setAnswers((a) => ({ ...a, [q]: v }));
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group gap={8}>
            <Badge color="red" variant="filled">
              安否確認
            </Badge>
            {view.isDrill && (
              <Badge color="orange" variant="filled">
                訓練
              </Badge>
            )}
          </Group>
          <Title order={1} fz="lg" lh={1.4}>
            {view.title}
          </Title>
          {view.isDrill && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
              これは訓練です。実際の災害ではありません。
            </Alert>
          )}
          <RichText html={view.bodyHtml} />
        </Stack>
      </Card>
      {view.answer && (
        <Alert color="blue" variant="light" p="xs">
          <Text size="sm">
            現在の回答：{SAFETY_STATE_LABELS[view.answer.safetyState]}
            {view.answer.answeredAt ? `（${formatDateTime(view.answer.answeredAt)}）` : ""}
          </Text>
          {view.answer.byStaff && <Text size="xs">学校の職員が代理で登録しました</Text>}
        </Alert>
      )}
      {error && (
        <Alert color="red" variant="light" p="xs">
          {error}
        </Alert>
      )}
      {!view.open ? (
        <Alert color="gray" icon={<IconLock size={18} />} title="回答受付は終了しました">
          {SAFETY_CLOSED_MESSAGE}
        </Alert>
      ) : (
        <Stack gap="md">
          <Text fw={700}>あなたの安否を教えてください</Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            {[1, 2, 3].map((s) => (
              <Button
                key={s}
                size="xl"
                h={72}
                fz={22}
                color={COLOURS[s]}
                variant={state === s ? "filled" : "outline"}
                aria-pressed={state === s}
                onClick={() => setState(s)}
              >
                {SAFETY_STATE_LABELS[s]}
              </Button>
            ))}
          </SimpleGrid>
          {view.questions.map((q) =>
            q === "FREE_TEXT" ? (
              <Textarea
                key={q}
                label="自由記述（任意）"
                maxLength={500}
                autosize
                minRows={2}
                value={answers[q] ?? ""}
                onChange={(e) => set(q, e.currentTarget.value)}
              />
            ) : (
              <Stack key={q} gap={6}>
                <Text size="sm" fw={600}>
                  {SAFETY_QUESTION_LABELS[q]}
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
            {view.answer ? "回答を変更する" : "この内容で回答する"}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
