import { formatDate, type HealthCareSetting, type HealthSymptom, type MemberCandidate } from "@gakumu/domain";
import { ClampedNumberInput, notify, useTranslation } from "@gakumu/ui";
import {
  ActionIcon,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { healthApi, healthKeys } from "./health-care-api";
import { HEALTH_CARE_NAMESPACE } from "./i18n";
import { MemberPicker } from "./MemberPicker";

/** The fever threshold, the spread threshold and the web link's switch and validity. */
export function ThresholdForm({ setting }: { setting: HealthCareSetting }) {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  const client = useQueryClient();
  const [form, setForm] = useState(setting);
  const set = (patch: Partial<HealthCareSetting>) => setForm((f) => ({ ...f, ...patch }));
  const save = useMutation({
    mutationFn: () =>
      healthApi.saveSetting({
        feverThreshold: form.feverThreshold,
        spreadThreshold: form.spreadThreshold,
        webLinkEnabled: form.webLinkEnabled,
        webLinkValidDays: form.webLinkValidDays,
        ...(form.version === null ? {} : { version: form.version }),
      }),
    onSuccess: (saved) => {
      notify.success({ message: t("saved") });
      setForm(saved);
      client.setQueryData(healthKeys.setting, saved);
      void client.invalidateQueries({ queryKey: healthKeys.all });
    },
    onError: notifyHttpError,
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" maw={560}>
        <Title order={3} fz="md">
          {t("thresholdTitle")}
        </Title>
        <ClampedNumberInput
          label={t("feverThreshold")}
          value={form.feverThreshold}
          onChange={(v) => set({ feverThreshold: Number(v) })}
          min={37}
          max={39}
          step={0.1}
          decimalScale={1}
          w={200}
        />
        <ClampedNumberInput
          label={t("spreadThreshold")}
          value={form.spreadThreshold}
          onChange={(v) => set({ spreadThreshold: Number(v) })}
          min={0}
          max={100}
          w={200}
        />
        <Switch
          label={t("webLinkEnabled")}
          checked={form.webLinkEnabled}
          onChange={(e) => set({ webLinkEnabled: e.currentTarget.checked })}
        />
        <ClampedNumberInput
          label={t("webLinkValidDays")}
          value={form.webLinkValidDays}
          onChange={(v) => set({ webLinkValidDays: Number(v) })}
          min={1}
          max={400}
          w={200}
        />
        <Group>
          <ActionButton onClick={() => save.mutate()} loading={save.isPending}>
            {t("save")}
          </ActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}

type EditableSymptom = { key: string; id?: number; name: string; active: boolean };

/** The symptom list: rename, reorder, retire (untick), add. */
export function SymptomEditor({ symptoms }: { symptoms: HealthSymptom[] }) {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  const client = useQueryClient();
  const [rows, setRows] = useState<EditableSymptom[]>(() =>
    symptoms.map((s) => ({ ...s, key: String(s.id) })),
  );
  const update = (i: number, patch: Partial<EditableSymptom>) =>
    setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const move = (i: number, by: number) =>
    setRows((r) => {
      const next = [...r];
      const [row] = next.splice(i, 1);
      next.splice(i + by, 0, row!);
      return next;
    });
  const save = useMutation({
    mutationFn: () => healthApi.saveSymptoms(rows.map(({ id, name, active }) => ({ id, name, active }))),
    onSuccess: (saved) => {
      notify.success({ message: t("saved") });
      setRows(saved.items.map((s) => ({ ...s, key: String(s.id) })));
      client.setQueryData(healthKeys.symptoms, saved);
    },
    onError: notifyHttpError,
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t("symptomTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("symptomLead")}
        </Text>
        <Table maw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("symptomName")}</Table.Th>
              <Table.Th>{t("symptomActive")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, i) => (
              <Table.Tr key={row.key}>
                <Table.Td>
                  <TextInput
                    aria-label={t("symptomName")}
                    value={row.name}
                    maxLength={30}
                    onChange={(e) => update(i, { name: e.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Checkbox
                    aria-label={t("symptomActive")}
                    checked={row.active}
                    onChange={(e) => update(i, { active: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("moveUp")}
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("moveDown")}
                      disabled={i === rows.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group>
          <Button
            variant="default"
            onClick={() => setRows((r) => [...r, { key: crypto.randomUUID(), name: "", active: true }])}
          >
            {t("addSymptom")}
          </Button>
          <ActionButton onClick={() => save.mutate()} loading={save.isPending}>
            {t("save")}
          </ActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}

/** A member's personal reporting link, shown once to hand out or print. */
export function WebLinkPanel() {
  const { t } = useTranslation(HEALTH_CARE_NAMESPACE);
  const [member, setMember] = useState<MemberCandidate | null>(null);
  const issue = useMutation({
    mutationFn: () => healthApi.webLink(member!.id),
    onSuccess: (link) =>
      notify.success({ message: t("issued", { date: formatDate(link.expiresAt, "yyyy/MM/dd") }) }),
    onError: notifyHttpError,
  });
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t("webLinkTitle")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("webLinkLead")}
        </Text>
        <MemberPicker path="member-candidates" value={member} onChange={setMember} />
        <Group>
          <ActionButton disabled={!member} onClick={() => issue.mutate()} loading={issue.isPending}>
            {t("issue")}
          </ActionButton>
        </Group>
        {issue.data && (
          <Group gap="xs" wrap="nowrap">
            <TextInput readOnly value={issue.data.url} style={{ flex: 1 }} aria-label="URL" />
            <CopyButton value={issue.data.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t("copied") : t("copy")}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
