import type { TargetOptions } from "@gakumu/domain";
import { type DailySafetySetting, formatDate, SafetyQuestion } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Alert, Checkbox, Grid, Group, Paper, Stack, Switch, Text, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { RichTextInput } from "../push-notifications/RichTextInput";
import { TargetPicker, type TargetState, targetBody } from "../push-notifications/TargetPicker";
import { dailySafetyApi, dailySafetyKeys, dailySafetyTargetSource } from "./daily-safety-api";
import { DAILY_SAFETY_NAMESPACE } from "./i18n";

const stateOf = (s: DailySafetySetting): TargetState => ({ ...s.target, members: s.members });

// Times are typed as HH:mm (24-hour, Japan time) in plain fields: a native time widget would show
// "12:00 AM" in an English browser, and the server refuses anything but 00:00–23:59 in Japanese.

/** The schedule: on/off, what is asked, to whom, when it goes out and when the unanswered are reminded. */
export function SettingForm({ setting, options }: { setting: DailySafetySetting; options: TargetOptions }) {
  const { t } = useTranslation(DAILY_SAFETY_NAMESPACE);
  const client = useQueryClient();
  const [form, setForm] = useState(setting);
  const [target, setTarget] = useState<TargetState>(stateOf(setting));
  const set = (patch: Partial<DailySafetySetting>) => setForm((f) => ({ ...f, ...patch }));
  const save = useMutation({
    mutationFn: () =>
      dailySafetyApi.save({
        enabled: form.enabled,
        title: form.title,
        bodyHtml: form.bodyHtml,
        questions: form.questions,
        target: targetBody(target),
        sendTime: form.sendTime,
        reminderTime: form.reminderTime,
        ...(form.version === null ? {} : { version: form.version }),
      }),
    onSuccess: (saved) => {
      notify.success({ message: t("saved") });
      setForm(saved);
      setTarget(stateOf(saved));
      client.setQueryData(dailySafetyKeys.setting, saved);
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
          source={dailySafetyTargetSource}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Switch
              label={t("enabled")}
              checked={form.enabled}
              onChange={(e) => set({ enabled: e.currentTarget.checked })}
            />
            <Text size="sm" c="dimmed">
              {form.nextSchoolDay
                ? t("nextSchoolDay", {
                    date: formatDate(`${form.nextSchoolDay}T00:00:00+09:00`, "yyyy/MM/dd"),
                  })
                : t("noSchoolDay")}
            </Text>
            <Group align="flex-start">
              <TextInput
                placeholder="08:30"
                maxLength={5}
                inputMode="numeric"
                label={t("sendTime")}
                description={t("timeHint")}
                required
                value={form.sendTime}
                onChange={(e) => set({ sendTime: e.currentTarget.value })}
                w={200}
              />
              <Stack gap={4}>
                <TextInput
                  placeholder="08:30"
                  maxLength={5}
                  inputMode="numeric"
                  label={t("reminderTime")}
                  description={t("timeHint")}
                  disabled={form.reminderTime === null}
                  value={form.reminderTime ?? ""}
                  onChange={(e) => set({ reminderTime: e.currentTarget.value })}
                  w={220}
                />
                <Checkbox
                  size="xs"
                  label={t("reminderOff")}
                  checked={form.reminderTime === null}
                  onChange={(e) => set({ reminderTime: e.currentTarget.checked ? null : "10:00" })}
                />
              </Stack>
            </Group>
            <TextInput
              label={t("subject")}
              required
              maxLength={80}
              value={form.title}
              onChange={(e) => set({ title: e.currentTarget.value })}
            />
            <RichTextInput
              label={t("body")}
              required
              value={form.bodyHtml}
              onChange={(bodyHtml) => set({ bodyHtml })}
            />
            <Alert variant="light" color="blue" p="xs">
              <Text size="sm">{t("fixedQuestion")}</Text>
            </Alert>
            <Checkbox.Group
              label={t("questions")}
              value={form.questions}
              onChange={(picked) =>
                set({ questions: SafetyQuestion.codes.filter((c) => picked.includes(c)) })
              }
            >
              <Stack gap={6} mt={6}>
                {SafetyQuestion.options.map((q) => (
                  <Checkbox key={q.value} value={q.value} label={q.label} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Group justify="flex-end">
              <ActionButton loading={save.isPending} onClick={() => save.mutate()}>
                {t("save")}
              </ActionButton>
            </Group>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
