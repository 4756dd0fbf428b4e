import {
  type DailyReportTemplate,
  type ReportItemInput,
  ReportItemKind,
  type ReportItemKindCode,
  type TargetOptions,
} from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import {
  Button,
  Checkbox,
  Chip,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { EMPTY_TARGET, TargetPicker, type TargetState, targetBody } from "../push-notifications/TargetPicker";
import { dailyReportApi, dailyReportKeys, dailyReportTargetSource } from "./daily-reports-api";
import { DAILY_REPORT_NAMESPACE } from "./i18n";

const WEEKDAYS = ["日", "月", "火", "水", "木", "金", "土"];
/** Answers are keyed by an item's key, never by its position, so it is drawn once and kept. */
const newKey = () => Math.random().toString(36).slice(2, 10);

interface ItemDraft {
  key: string;
  label: string;
  kind: ReportItemKindCode;
  required: boolean;
  unit: string;
  choicesText: string;
}

const draftOf = (i: DailyReportTemplate["items"][number]): ItemDraft => ({
  key: i.key,
  label: i.label,
  kind: i.kind,
  required: i.required,
  unit: i.unit,
  choicesText: i.choices.join("\n"),
});
const itemOf = (d: ItemDraft): ReportItemInput => ({
  key: d.key,
  label: d.label,
  kind: d.kind,
  required: d.required,
  unit: d.kind === "NUMBER" ? d.unit : "",
  choices:
    d.kind === "CHOICE"
      ? d.choicesText
          .split("\n")
          .map((c) => c.trim())
          .filter(Boolean)
      : [],
});

const FRESH_ITEMS: ItemDraft[] = [
  { key: newKey(), label: "学習時間", kind: "NUMBER", required: true, unit: "時間", choicesText: "" },
  { key: newKey(), label: "今日の振り返り", kind: "LONG_TEXT", required: true, unit: "", choicesText: "" },
];

/** A report's settings: name, who hands it in, on which days, the reminder and its items. */
export function TemplateForm({
  template,
  options,
  onDone,
}: {
  template: DailyReportTemplate | null;
  options: TargetOptions;
  onDone: () => void;
}) {
  const { t } = useTranslation(DAILY_REPORT_NAMESPACE);
  const client = useQueryClient();
  const [name, setName] = useState(template?.name ?? "");
  const [description, setDescription] = useState(template?.description ?? "");
  const [enabled, setEnabled] = useState(template?.enabled ?? true);
  const [weekdays, setWeekdays] = useState<string[]>((template?.weekdays ?? [1, 2, 3, 4, 5]).map(String));
  const [skipHolidays, setSkipHolidays] = useState(template?.skipHolidays ?? true);
  const [reminderTime, setReminderTime] = useState(template?.reminderTime ?? "");
  const [target, setTarget] = useState<TargetState>(
    template ? { ...template.target, members: template.members } : EMPTY_TARGET,
  );
  const [items, setItems] = useState<ItemDraft[]>(template ? template.items.map(draftOf) : FRESH_ITEMS);
  const setItem = (i: number, patch: Partial<ItemDraft>) =>
    setItems((all) => all.map((d, n) => (n === i ? { ...d, ...patch } : d)));

  const save = useMutation({
    mutationFn: () => {
      const body = {
        name,
        description,
        enabled,
        target: targetBody(target),
        weekdays: weekdays.map(Number),
        skipHolidays,
        reminderTime: reminderTime.trim() === "" ? null : reminderTime.trim(),
        items: items.map(itemOf),
      };
      return template
        ? dailyReportApi.update(template.id, { ...body, version: template.version })
        : dailyReportApi.create(body);
    },
    onSuccess: () => {
      notify.success({ message: t("saved") });
      void client.invalidateQueries({ queryKey: dailyReportKeys.all });
      onDone();
    },
    onError: notifyHttpError,
  });

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <TargetPicker
          kind={1}
          options={options}
          value={target}
          onChange={setTarget}
          source={dailyReportTargetSource}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <TextInput
              label={t("templateName")}
              required
              maxLength={80}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
            />
            <Textarea
              label={t("description")}
              maxLength={500}
              autosize
              minRows={2}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
            <Switch
              label={t("accepting")}
              checked={enabled}
              onChange={(e) => setEnabled(e.currentTarget.checked)}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t("weekdays")}
              </Text>
              <Chip.Group multiple value={weekdays} onChange={setWeekdays}>
                <Group gap={6}>
                  {WEEKDAYS.map((label, i) => (
                    <Chip key={label} value={String(i)} size="sm">
                      {label}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
            <Checkbox
              label={t("skipHolidays")}
              checked={skipHolidays}
              onChange={(e) => setSkipHolidays(e.currentTarget.checked)}
            />
            <TextInput
              label={t("reminderTime")}
              description={t("timeHint")}
              placeholder="17:00"
              maxLength={5}
              w={320}
              value={reminderTime}
              onChange={(e) => setReminderTime(e.currentTarget.value)}
            />
            <Text size="sm" fw={500}>
              {t("items")}
            </Text>
            {items.map((d, i) => (
              <Paper key={d.key} withBorder p="xs">
                <Group align="flex-end" gap="xs" wrap="wrap">
                  <TextInput
                    label={t("itemLabel")}
                    maxLength={40}
                    value={d.label}
                    onChange={(e) => setItem(i, { label: e.currentTarget.value })}
                    w={200}
                  />
                  <Select
                    label={t("itemKind")}
                    data={ReportItemKind.options.map((o) => ({ value: String(o.value), label: o.label }))}
                    value={d.kind}
                    onChange={(v) => v && setItem(i, { kind: v as ReportItemKindCode })}
                    allowDeselect={false}
                    w={190}
                  />
                  {d.kind === "NUMBER" && (
                    <TextInput
                      label={t("itemUnit")}
                      maxLength={10}
                      value={d.unit}
                      onChange={(e) => setItem(i, { unit: e.currentTarget.value })}
                      w={90}
                    />
                  )}
                  <Checkbox
                    label={t("itemRequired")}
                    checked={d.required}
                    onChange={(e) => setItem(i, { required: e.currentTarget.checked })}
                    mb={8}
                  />
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    disabled={items.length <= 1}
                    onClick={() => setItems((all) => all.filter((_, n) => n !== i))}
                  >
                    {t("removeItem")}
                  </Button>
                </Group>
                {d.kind === "CHOICE" && (
                  <Textarea
                    label={t("itemChoices")}
                    autosize
                    minRows={2}
                    mt="xs"
                    value={d.choicesText}
                    onChange={(e) => setItem(i, { choicesText: e.currentTarget.value })}
                  />
                )}
              </Paper>
            ))}
            <Group>
              <Button
                variant="default"
                disabled={items.length >= 20}
                onClick={() =>
                  setItems((all) => [
                    ...all,
                    {
                      key: newKey(),
                      label: "",
                      kind: "SHORT_TEXT",
                      required: false,
                      unit: "",
                      choicesText: "",
                    },
                  ])
                }
              >
                {t("addItem")}
              </Button>
            </Group>
            <Group justify="space-between">
              <Button variant="default" onClick={onDone}>
                {t("back")}
              </Button>
              <ActionButton onClick={() => save.mutate()} loading={save.isPending}>
                {t("save")}
              </ActionButton>
            </Group>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
