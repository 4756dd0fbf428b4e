import type { SurveyTotals } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Button, Group, MultiSelect, Paper, Select, TextInput } from "@mantine/core";
import { SURVEY_TOTALS_NAMESPACE } from "./i18n";
import { EMPTY_FILTER, type TotalsFilter } from "./totals-api";

/**
 * The filters every view of the totals applies: answered period, class, grade and one choice
 * question's answers. Classes, grades and answers are offered from the unfiltered totals.
 */
export function TotalsFilterBar({
  value,
  onChange,
  options,
}: {
  value: TotalsFilter;
  onChange: (next: TotalsFilter) => void;
  options: SurveyTotals | undefined;
}) {
  const { t } = useTranslation(SURVEY_TOTALS_NAMESPACE);
  const set = (patch: Partial<TotalsFilter>) => onChange({ ...value, ...patch });
  const choiceQuestions = (options?.questions ?? []).filter(
    (q) => q.buckets.length > 0 && q.answerType !== "DATE",
  );
  const chosen = choiceQuestions.find((q) => q.key === value.fq);
  return (
    <Paper withBorder p="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label={t("filter.from")}
          value={value.from}
          onChange={(e) => set({ from: e.currentTarget.value })}
          w={160}
        />
        <TextInput
          type="date"
          label={t("filter.to")}
          value={value.to}
          onChange={(e) => set({ to: e.currentTarget.value })}
          w={160}
        />
        <Select
          label={t("filter.node")}
          placeholder={t("filter.any")}
          clearable
          data={(options?.byClass ?? [])
            .filter((c) => c.value)
            .map((c) => ({ value: c.value, label: c.label }))}
          value={value.node || null}
          onChange={(v) => set({ node: v ?? "" })}
          w={240}
        />
        <Select
          label={t("filter.grade")}
          placeholder={t("filter.any")}
          clearable
          data={(options?.byGrade ?? [])
            .filter((g) => g.value)
            .map((g) => ({ value: g.value, label: g.label }))}
          value={value.grade || null}
          onChange={(v) => set({ grade: v ?? "" })}
          w={120}
        />
        <Select
          label={t("filter.question")}
          placeholder={t("filter.any")}
          clearable
          data={choiceQuestions.map((q) => ({ value: q.key, label: q.label }))}
          value={value.fq || null}
          onChange={(v) => set({ fq: v ?? "", fv: [] })}
          w={220}
        />
        <MultiSelect
          label={t("filter.values")}
          disabled={!chosen}
          data={(chosen?.buckets ?? []).map((b) => ({ value: b.value, label: b.label }))}
          value={value.fv}
          onChange={(fv) => set({ fv })}
          w={220}
        />
        <Button variant="default" onClick={() => onChange(EMPTY_FILTER)}>
          {t("filter.clear")}
        </Button>
      </Group>
    </Paper>
  );
}
