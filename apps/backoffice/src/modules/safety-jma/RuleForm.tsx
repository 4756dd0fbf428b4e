import {
  intensityLabel,
  PREFECTURE_CHOICES,
  type SafetyAutoOptions,
  type SafetyAutoRule,
  THRESHOLD_INTENSITIES,
  TSUNAMI_AREAS,
  TSUNAMI_LEVEL_LABELS,
  TSUNAMI_LEVELS,
} from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Checkbox, Group, MultiSelect, NumberInput, Select, Stack, Switch } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { SAFETY_JMA_NAMESPACE } from "./i18n";
import { safetyJmaApi, safetyJmaKeys } from "./safety-jma-api";

const PREFECTURES = PREFECTURE_CHOICES.map((p) => ({ value: p.value, label: p.label }));
const THRESHOLDS = THRESHOLD_INTENSITIES.map((c) => ({ value: c, label: intensityLabel(c) }));
const TSUNAMI_AREA_OPTIONS = TSUNAMI_AREAS.map((a) => ({ value: a.code, label: a.name }));

/** The organisation's rule: what JMA report sends, to whom, after how long, and which staff hear of it. */
export function RuleForm({ rule, options }: { rule: SafetyAutoRule; options: SafetyAutoOptions }) {
  const { t } = useTranslation(SAFETY_JMA_NAMESPACE);
  const client = useQueryClient();
  const [form, setForm] = useState(rule);
  const set = (patch: Partial<SafetyAutoRule>) => setForm((f) => ({ ...f, ...patch }));
  const save = useMutation({
    mutationFn: () =>
      safetyJmaApi.save({
        enabled: form.enabled,
        prefectureCodes: form.prefectureCodes,
        thresholdIntensity: form.thresholdIntensity,
        tsunamiLevel: form.tsunamiLevel,
        tsunamiAreaCodes: form.tsunamiLevel ? form.tsunamiAreaCodes : [],
        guardDelayMinutes: form.guardDelayMinutes,
        target: form.target,
        staffLoginUserIds: form.staffLoginUserIds,
        ...(form.version === null ? {} : { version: form.version }),
      }),
    onSuccess: (saved) => {
      notify.success({ message: t("saved") });
      setForm(saved);
      client.setQueryData(safetyJmaKeys.rule, saved);
    },
    onError: notifyHttpError,
  });
  const nodes = options.nodes.map((n) => ({
    value: n.divisionCd,
    label: `${"　".repeat(n.depth)}${n.name}`,
  }));
  return (
    <Stack gap="md" maw={720}>
      <Switch
        label={t("enabled")}
        checked={form.enabled}
        onChange={(e) => set({ enabled: e.currentTarget.checked })}
      />
      <MultiSelect
        label={t("prefectures")}
        data={PREFECTURES}
        value={form.prefectureCodes}
        onChange={(prefectureCodes) => set({ prefectureCodes })}
        searchable
        clearable
      />
      <Select
        label={t("threshold")}
        data={THRESHOLDS}
        value={form.thresholdIntensity}
        allowDeselect={false}
        onChange={(v) => v && set({ thresholdIntensity: v as SafetyAutoRule["thresholdIntensity"] })}
      />
      <Select
        label={t("tsunamiLevel")}
        data={[
          { value: "", label: t("tsunamiNone") },
          ...TSUNAMI_LEVELS.map((l) => ({ value: l, label: TSUNAMI_LEVEL_LABELS[l] })),
        ]}
        value={form.tsunamiLevel ?? ""}
        allowDeselect={false}
        onChange={(v) => set({ tsunamiLevel: v ? (v as SafetyAutoRule["tsunamiLevel"]) : null })}
      />
      {form.tsunamiLevel && (
        <MultiSelect
          label={t("tsunamiAreas")}
          data={TSUNAMI_AREA_OPTIONS}
          value={form.tsunamiAreaCodes}
          onChange={(tsunamiAreaCodes) => set({ tsunamiAreaCodes })}
          searchable
          clearable
        />
      )}
      <NumberInput
        label={t("guardDelay")}
        description={t("guardDelayHint")}
        min={0}
        max={10}
        clampBehavior="strict"
        allowDecimal={false}
        value={form.guardDelayMinutes}
        onChange={(v) => set({ guardDelayMinutes: typeof v === "number" ? v : 0 })}
        w={240}
      />
      <MultiSelect
        label={t("targetNodes")}
        data={nodes}
        value={form.target.nodes}
        onChange={(picked) => set({ target: { ...form.target, nodes: picked } })}
        searchable
        clearable
      />
      <MultiSelect
        label={t("targetGroups")}
        data={options.groups.map((g) => ({ value: String(g.id), label: g.name }))}
        value={form.target.groupIds.map(String)}
        onChange={(picked) => set({ target: { ...form.target, groupIds: picked.map(Number) } })}
        searchable
        clearable
      />
      <Checkbox
        label={t("sendTarget")}
        checked={form.target.sendTarget === "VALID"}
        onChange={(e) =>
          set({ target: { ...form.target, sendTarget: e.currentTarget.checked ? "VALID" : "ALL" } })
        }
      />
      <MultiSelect
        label={t("staff")}
        data={options.staff.map((s) => ({
          value: String(s.id),
          label: s.mail ? `${s.name}（${s.mail}）` : s.name,
        }))}
        value={form.staffLoginUserIds.map(String)}
        onChange={(picked) => set({ staffLoginUserIds: picked.map(Number) })}
        searchable
        clearable
      />
      <Group>
        <ActionButton onClick={() => save.mutate()} loading={save.isPending}>
          {t("save")}
        </ActionButton>
      </Group>
    </Stack>
  );
}
