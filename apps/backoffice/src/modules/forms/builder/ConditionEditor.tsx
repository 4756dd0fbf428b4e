import { FormConditionOperator, type FormItemCondition } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Select, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import type { DivisionNode } from "../forms-api";
import { FORMS_NAMESPACE } from "../i18n";
import type { EditorItem, EditorSection } from "./builder-state";
import { conditionSources, conditionValueOptions, defaultOperator } from "./condition-choices";
import { type BuilderIssue, messageFor } from "./definition-issues";

interface Props {
  item: EditorItem;
  sections: readonly EditorSection[];
  nodes: readonly DivisionNode[];
  issues: readonly BuilderIssue[];
  onChange: (condition: FormItemCondition | null) => void;
}

/**
 * 「次の回答が…のとき表示」: the item shows only when an EARLIER item's answer equals (or contains)
 * a value. Only earlier items are offered; the value is chosen from the earlier item's choices
 * where it has them, typed otherwise.
 */
export function ConditionEditor({ item, sections, nodes, issues, onChange }: Props) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const sources = conditionSources(sections, item.itemKey);
  const condition = item.condition;
  const source = condition ? sources.find((s) => s.itemKey === condition.itemKey) : undefined;
  const texts = { checked: t("condition.checked"), unchecked: t("condition.unchecked") };
  const valueOptions = source ? conditionValueOptions(source, texts, nodes) : null;

  const sourceOptions = sources.map((s) => ({ value: s.itemKey, label: s.label || s.itemKey }));
  // A condition left pointing at a later or removed item stays visible so it can be fixed.
  if (condition && !source) sourceOptions.push({ value: condition.itemKey, label: t("condition.missing") });

  const enable = (on: boolean) => {
    const first = sources[0];
    onChange(on && first ? { itemKey: first.itemKey, operator: defaultOperator(first), value: "" } : null);
  };
  const chooseSource = (itemKey: string | null) => {
    const next = sources.find((s) => s.itemKey === itemKey);
    if (next) onChange({ itemKey: next.itemKey, operator: defaultOperator(next), value: "" });
  };
  const error = messageFor(issues, "condition");

  return (
    <Stack gap="xs">
      <Switch
        label={t("condition.enable")}
        checked={condition !== null}
        onChange={(event) => enable(event.currentTarget.checked)}
        disabled={condition === null && sources.length === 0}
      />
      {condition === null && sources.length === 0 && (
        <Text size="xs" c="dimmed">
          {t("condition.none")}
        </Text>
      )}
      {condition && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label={t("condition.source")}
            data={sourceOptions}
            value={condition.itemKey}
            onChange={chooseSource}
            allowDeselect={false}
            searchable
            error={source ? undefined : error}
          />
          {valueOptions ? (
            <Select
              label={t("condition.value")}
              data={valueOptions}
              value={condition.value || null}
              onChange={(value) => onChange({ ...condition, value: value ?? "" })}
              allowDeselect={false}
              searchable
              error={source ? messageFor(issues, "condition.value") : undefined}
            />
          ) : (
            <TextInput
              label={t("condition.value")}
              value={condition.value}
              onChange={(event) => onChange({ ...condition, value: event.currentTarget.value })}
              maxLength={200}
              error={source ? messageFor(issues, "condition.value") : undefined}
            />
          )}
          <Select
            label={t("condition.operator")}
            data={FormConditionOperator.options.map((o) => ({ value: o.value, label: o.label }))}
            value={condition.operator}
            onChange={(value) =>
              FormConditionOperator.isValid(value) && onChange({ ...condition, operator: value })
            }
            allowDeselect={false}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
