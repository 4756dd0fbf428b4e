import {
  CHOICE_TYPES,
  CONDITION_SOURCE_TYPES,
  conditionValuesOf,
  FormItemFileType,
  SurveyAnswerType,
  type SurveyAnswerTypeCode,
} from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import {
  ActionIcon,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconTrash } from "@tabler/icons-react";
import { SURVEYS_NAMESPACE } from "./i18n";

/** A question as the builder edits it (choices as typed lines). */
export interface QuestionDraft {
  key: string;
  answerType: SurveyAnswerTypeCode;
  label: string;
  helpText: string;
  required: boolean;
  choicesText: string;
  fileTypes: string[];
  maxFileSizeMb: number | null;
  divisionDepth: number | null;
  condition: { questionKey: string; value: string } | null;
}

export const choicesOf = (d: Pick<QuestionDraft, "choicesText">) =>
  d.choicesText
    .split("\n")
    .map((c) => c.trim())
    .filter((c) => c !== "");

const CHECKBOX_LABELS: Record<string, string> = { true: "チェックあり", false: "チェックなし" };

interface Props {
  index: number;
  draft: QuestionDraft;
  earlier: readonly QuestionDraft[];
  errors: Record<string, string>;
  onChange: (patch: Partial<QuestionDraft>) => void;
  onRemove: () => void;
  onMove: (by: -1 | 1) => void;
  isLast: boolean;
}

/** One question of the builder: type, text, required, the type's own settings and its display condition. */
export function QuestionEditor({ index, draft, earlier, errors, onChange, onRemove, onMove, isLast }: Props) {
  const { t } = useTranslation(SURVEYS_NAMESPACE);
  const at = (field: string) => errors[`questions.${index}.${field}`];
  const sources = earlier.filter(
    (q) => CONDITION_SOURCE_TYPES.includes(q.answerType) && q.label.trim() !== "",
  );
  const source = sources.find((q) => q.key === draft.condition?.questionKey);
  const sourceValues = source
    ? conditionValuesOf({ answerType: source.answerType, choices: choicesOf(source) })
    : [];
  const heading = t("build.question", { n: index + 1 });
  return (
    <Paper withBorder p="sm" component="section" aria-label={heading}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} size="sm">
            {heading}
          </Text>
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              aria-label={t("build.up")}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t("build.down")}
              disabled={isLast}
              onClick={() => onMove(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={t("build.remove")} onClick={onRemove}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <Group grow align="flex-start">
          <Select
            label={t("build.answerType")}
            data={SurveyAnswerType.options}
            value={draft.answerType}
            allowDeselect={false}
            onChange={(v) => v && onChange({ answerType: v as SurveyAnswerTypeCode })}
          />
          <Checkbox
            mt={28}
            label={t("build.required")}
            checked={draft.required}
            onChange={(e) => onChange({ required: e.currentTarget.checked })}
          />
        </Group>
        <TextInput
          label={t("build.label")}
          required
          maxLength={200}
          value={draft.label}
          error={at("label")}
          onChange={(e) => onChange({ label: e.currentTarget.value })}
        />
        <TextInput
          label={t("build.helpText")}
          maxLength={500}
          value={draft.helpText}
          onChange={(e) => onChange({ helpText: e.currentTarget.value })}
        />
        {CHOICE_TYPES.includes(draft.answerType) && (
          <Textarea
            label={t("build.choices")}
            autosize
            minRows={3}
            value={draft.choicesText}
            error={at("choices")}
            onChange={(e) => onChange({ choicesText: e.currentTarget.value })}
          />
        )}
        {draft.answerType === "FILE_UPLOAD" && (
          <Group grow align="flex-start">
            <MultiSelect
              label={t("build.fileTypes")}
              data={FormItemFileType.options.map((o) => ({ value: String(o.value), label: o.label }))}
              value={draft.fileTypes}
              onChange={(fileTypes) => onChange({ fileTypes })}
            />
            <NumberInput
              label={t("build.maxFileSize")}
              min={1}
              max={20}
              value={draft.maxFileSizeMb ?? ""}
              error={at("maxFileSizeMb")}
              onChange={(v) => onChange({ maxFileSizeMb: typeof v === "number" ? v : null })}
            />
          </Group>
        )}
        {draft.answerType === "DIVISION" && (
          <Select
            label={t("build.divisionDepth")}
            data={[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: t("build.depth", { n }) }))}
            value={draft.divisionDepth === null ? null : String(draft.divisionDepth)}
            error={at("divisionDepth")}
            onChange={(v) => onChange({ divisionDepth: v ? Number(v) : null })}
          />
        )}
        <Group grow align="flex-start">
          <Select
            label={t("build.condition")}
            placeholder={t("build.conditionNone")}
            clearable
            data={sources.map((q) => ({ value: q.key, label: q.label }))}
            value={draft.condition?.questionKey ?? null}
            error={at("condition")}
            onChange={(v) => onChange({ condition: v ? { questionKey: v, value: "" } : null })}
          />
          {draft.condition && (
            <Select
              label={t("build.conditionValue")}
              data={sourceValues.map((v) => ({
                value: v,
                label: CHECKBOX_LABELS[v] && source?.answerType === "CHECKBOX" ? CHECKBOX_LABELS[v]! : v,
              }))}
              value={draft.condition.value || null}
              onChange={(v) =>
                draft.condition && onChange({ condition: { ...draft.condition, value: v ?? "" } })
              }
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
