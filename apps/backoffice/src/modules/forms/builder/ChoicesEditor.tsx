import { FORM_ITEM_MAX_CHOICES, FormItemType } from "@gakumu/domain";
import { ClampedDateInput, useTranslation } from "@gakumu/ui";
import { ActionIcon, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconPlus, IconX } from "@tabler/icons-react";
import { FORMS_NAMESPACE } from "../i18n";
import { reorder } from "./builder-reducer";
import { choiceValueIsDate, type EditorChoice, type EditorItem, newUid } from "./builder-state";
import { type BuilderIssue, messageFor } from "./definition-issues";

interface Props {
  item: EditorItem;
  issues: readonly BuilderIssue[];
  onChange: (choices: EditorChoice[]) => void;
}

/**
 * The choices of SELECT / MULTIPLE / LIST / OC_DATE_LIST (required), SCHOOL (a school list) and
 * PLAN_DATE(_LIST) (candidate days). A value left empty takes the label, as most schools only type
 * the label; a value matters when answers are exported or compared by a condition.
 */
export function ChoicesEditor({ item, issues, onChange }: Props) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const dates = choiceValueIsDate(item.itemType);
  const school = item.itemType === FormItemType.SCHOOL;
  const choices = item.choices;
  const update = (index: number, patch: Partial<EditorChoice>) =>
    onChange(choices.map((c, i) => (i === index ? { ...c, ...patch } : c)));
  const add = () => onChange([...choices, { uid: newUid(item.itemKey), value: "", label: "" }]);

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t("choices.title")}
      </Text>
      {dates && (
        <Text size="xs" c="dimmed">
          {t("item.planDateHint")}
        </Text>
      )}
      {school && (
        <Text size="xs" c="dimmed">
          {t("item.schoolHint")}
        </Text>
      )}
      {choices.map((choice, index) => {
        const n = index + 1;
        const error = messageFor(issues, `choices.${index}`);
        const labelInput = (
          <TextInput
            aria-label={t("choices.label", { n })}
            placeholder={dates ? t("choices.dateLabelPlaceholder") : t("choices.label", { n })}
            value={choice.label}
            onChange={(event) => update(index, { label: event.currentTarget.value })}
            maxLength={200}
            style={{ flex: 2 }}
            error={!dates && error ? error : undefined}
          />
        );
        const valueInput = dates ? (
          <ClampedDateInput
            aria-label={t("choices.date", { n })}
            value={choice.value}
            onChange={(value) => update(index, { value })}
            style={{ flex: 1 }}
            error={error}
          />
        ) : (
          <TextInput
            aria-label={school ? t("choices.schoolValue", { n }) : t("choices.value", { n })}
            placeholder={school ? t("choices.schoolValue", { n }) : t("choices.valuePlaceholder")}
            value={choice.value}
            onChange={(event) => update(index, { value: event.currentTarget.value })}
            maxLength={100}
            style={{ flex: 1 }}
          />
        );
        return (
          <Group key={choice.uid} gap={6} align="flex-start" wrap="nowrap">
            {dates ? valueInput : labelInput}
            {dates ? labelInput : valueInput}
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={4}
              aria-label={t("choices.up", { n })}
              disabled={index === 0}
              onClick={() => onChange(reorder(choices, index, index - 1))}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={4}
              aria-label={t("choices.down", { n })}
              disabled={index === choices.length - 1}
              onClick={() => onChange(reorder(choices, index, index + 1))}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={4}
              aria-label={t("choices.remove", { n })}
              onClick={() => onChange(choices.filter((_, i) => i !== index))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      {messageFor(issues, "choices") && !choices.length && (
        <Text size="xs" c="red">
          {messageFor(issues, "choices")}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={add}
          disabled={choices.length >= FORM_ITEM_MAX_CHOICES}
        >
          {t("choices.add")}
        </Button>
      </Group>
    </Stack>
  );
}
