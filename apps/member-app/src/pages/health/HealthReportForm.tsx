import type { HealthOwnObservation, MemberHealthView } from "@gakumu/domain/health-care/health-care-api";
import { checkTemperature } from "@gakumu/domain/health-care/health-temperature";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";

const NOTE_MAX = 200;

/** 11/27（金）: a day of the member's history. */
function dayLabel(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${date.slice(5, 7)}/${date.slice(8, 10)}（${"日月火水木金土"[d.getUTCDay()]}）`;
}

export interface ReportInput {
  temperature: string;
  symptomIds: number[];
  note: string;
}

/**
 * Today's report: the temperature on the phone's numeric keypad (34.0–42.0 ℃, checked here with the
 * server's own rule and messages), the school's symptoms as checkboxes, a note; then the own history.
 * Sending again the same day replaces the report.
 */
export function HealthReportForm(props: {
  view: MemberHealthView;
  busy: boolean;
  error: string | null;
  onSubmit: (input: ReportInput) => void;
}) {
  const { view } = props;
  const [temperature, setTemperature] = useState(view.today ? view.today.temperature.toFixed(1) : "");
  const [symptomIds, setSymptomIds] = useState<string[]>((view.today?.symptomIds ?? []).map(String));
  const [note, setNote] = useState(view.today?.note ?? "");
  const [temperatureError, setTemperatureError] = useState<string | null>(null);
  const submit = () => {
    const checked = checkTemperature(temperature);
    setTemperatureError(checked.ok ? null : checked.message);
    if (checked.ok) props.onSubmit({ temperature, symptomIds: symptomIds.map(Number), note });
  };
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group justify="space-between" align="baseline">
            <Title order={2} fz="lg">
              今日の体調（{dayLabel(view.date)}）
            </Title>
            {view.today && <Badge color="teal">報告済み</Badge>}
          </Group>
          <TextInput
            label="体温（℃）"
            description={`34.0〜42.0℃、小数第1位まで。${view.feverThreshold.toFixed(1)}℃以上は発熱として学校に伝わります。`}
            placeholder="36.5"
            inputMode="decimal"
            autoComplete="off"
            value={temperature}
            onChange={(e) => setTemperature(e.currentTarget.value)}
            error={temperatureError}
            size="lg"
            maw={220}
            styles={{ input: { fontSize: 28, fontWeight: 700, textAlign: "center" } }}
          />
          <Checkbox.Group label="症状（あてはまるものすべて）" value={symptomIds} onChange={setSymptomIds}>
            <SimpleGrid cols={2} spacing="sm" mt="xs">
              {view.symptoms.map((s) => (
                <Checkbox key={s.id} value={String(s.id)} label={s.name} size="md" />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Textarea
            label="メモ（任意）"
            placeholder="気になることがあれば書いてください"
            value={note}
            maxLength={NOTE_MAX}
            autosize
            minRows={2}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          {props.error && (
            <Alert color="red" role="alert">
              {props.error}
            </Alert>
          )}
          <Button size="lg" fullWidth onClick={submit} loading={props.busy}>
            {view.today ? "報告を更新する" : "報告する"}
          </Button>
        </Stack>
      </Paper>
      <History items={view.history} />
    </Stack>
  );
}

function History({ items }: { items: HealthOwnObservation[] }) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} fz="md">
        これまでの記録
      </Title>
      {items.map((o) => (
        <Paper key={o.date} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{dayLabel(o.date)}</Text>
            <Text fw={700} c={o.fever ? "red.8" : undefined}>
              {o.temperature.toFixed(1)}℃
            </Text>
          </Group>
          {o.symptomNames.length > 0 && (
            <Text size="sm" c="dimmed">
              {o.symptomNames.join("、")}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
