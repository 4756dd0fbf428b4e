import { FormItemType, type FormItemTypeCode, itemUses } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import {
  Button,
  Code,
  Divider,
  Group,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import type { DivisionNode } from "../forms-api";
import { FORMS_NAMESPACE } from "../i18n";
import type { EditorItem, EditorSection } from "./builder-state";
import { ChoicesEditor } from "./ChoicesEditor";
import { ConditionEditor } from "./ConditionEditor";
import { DivisionSourceFields } from "./DivisionSourceFields";
import { type BuilderIssue, messageFor } from "./definition-issues";
import { ItemSettingsFields } from "./ItemSettingsFields";

export interface ItemEditorProps {
  item: EditorItem;
  sections: readonly EditorSection[];
  nodes: readonly DivisionNode[];
  issues: readonly BuilderIssue[];
  onChange: (patch: Partial<EditorItem>) => void;
  onChangeType: (itemType: FormItemTypeCode) => void;
  onRemove: () => void;
}

/** Everything about one item: label, help, required, type, its checks, choices and condition. */
export function ItemEditor({
  item,
  sections,
  nodes,
  issues,
  onChange,
  onChangeType,
  onRemove,
}: ItemEditorProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <Stack gap="sm">
      <Group align="flex-start" grow preventGrowOverflow={false}>
        <TextInput
          label={t("item.label")}
          value={item.label}
          onChange={(event) => onChange({ label: event.currentTarget.value })}
          error={messageFor(issues, "label")}
          maxLength={200}
          required
          style={{ flex: 3 }}
        />
        <Select
          label={t("item.type")}
          data={FormItemType.options.map((o) => ({ value: o.value, label: o.label }))}
          value={item.itemType}
          onChange={(value) => FormItemType.isValid(value) && onChangeType(value)}
          allowDeselect={false}
          style={{ flex: 2 }}
        />
      </Group>
      <Textarea
        label={t("item.helpText")}
        value={item.helpText}
        onChange={(event) => onChange({ helpText: event.currentTarget.value })}
        error={messageFor(issues, "helpText")}
        maxLength={2000}
        autosize
        minRows={1}
        maxRows={6}
      />
      <Switch
        label={t("item.required")}
        checked={item.required}
        onChange={(event) => onChange({ required: event.currentTarget.checked })}
      />
      <Divider label={t("item.settings")} labelPosition="left" />
      <ItemSettingsFields item={item} issues={issues} onChange={onChange} />
      {itemUses(item.itemType, "division") && (
        <DivisionSourceFields item={item} nodes={nodes} onChange={onChange} />
      )}
      {itemUses(item.itemType, "choices") && (
        <ChoicesEditor item={item} issues={issues} onChange={(choices) => onChange({ choices })} />
      )}
      <Divider label={t("condition.title")} labelPosition="left" />
      <ConditionEditor
        item={item}
        sections={sections}
        nodes={nodes}
        issues={issues}
        onChange={(condition) => onChange({ condition })}
      />
      <Group justify="space-between" mt="xs">
        <Text size="xs" c="dimmed">
          {t("item.key")} <Code>{item.itemKey}</Code>
        </Text>
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          leftSection={<IconTrash size={14} />}
          onClick={onRemove}
        >
          {t("item.remove")}
        </Button>
      </Group>
    </Stack>
  );
}
