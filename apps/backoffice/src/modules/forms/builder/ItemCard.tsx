import { FormConditionOperator, FormItemType } from "@gakumu/domain";
import { confirmDialog, useTranslation } from "@gakumu/ui";
import type { DraggableProvided, DraggableStateSnapshot } from "@hello-pangea/dnd";
import { ActionIcon, Badge, Box, Group, Paper, Text, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronUp, IconGripVertical } from "@tabler/icons-react";
import { EditFields } from "../../../app/EditFields";
import { FORMS_NAMESPACE } from "../i18n";
import { useBuilder } from "./builder-context";
import { type EditorItem, itemsInOrder } from "./builder-state";
import { conditionValueOptions } from "./condition-choices";
import { issuesOfItem } from "./definition-issues";
import { ItemEditor } from "./ItemEditor";
import { withItemType } from "./item-factory";
import { ItemTypeIcon } from "./item-type-icons";

interface Props {
  item: EditorItem;
  drag: DraggableProvided;
  snapshot: DraggableStateSnapshot;
}

/** 「性別」の回答が「女性」と等しいとき表示 — the condition in words, on the closed card. */
function useConditionSummary(item: EditorItem): string | null {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { state, nodes } = useBuilder();
  const condition = item.condition;
  if (!condition) return null;
  const source = itemsInOrder(state.sections).find((i) => i.itemKey === condition.itemKey);
  if (!source) return t("condition.missing");
  const texts = { checked: t("condition.checked"), unchecked: t("condition.unchecked") };
  const options = conditionValueOptions(source, texts, nodes);
  const value = options?.find((o) => o.value === condition.value)?.label ?? condition.value;
  return t("condition.summary", {
    label: source.label,
    value,
    operator: FormConditionOperator.label(condition.operator),
  });
}

/** One item in its section: a card to drag by its handle and to open for editing. */
export function ItemCard({ item, drag, snapshot }: Props) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const builder = useBuilder();
  const { dispatch, openItemKey, setOpenItemKey } = builder;
  const open = openItemKey === item.itemKey;
  const issues = issuesOfItem(builder.issues, item.itemKey);
  const summary = useConditionSummary(item);
  const label = item.label.trim() || FormItemType.label(item.itemType);

  const remove = async () => {
    if (!(await confirmDialog({ message: t("item.removeMessage", { label }) }))) return;
    setOpenItemKey(null);
    dispatch({ type: "removeItem", itemKey: item.itemKey });
  };

  return (
    <Paper
      ref={drag.innerRef}
      {...drag.draggableProps}
      withBorder
      p="xs"
      radius="sm"
      shadow={snapshot.isDragging ? "md" : undefined}
      bg={open ? "blue.0" : undefined}
      style={{
        ...drag.draggableProps.style,
        borderColor: issues.length ? "var(--mantine-color-red-5)" : undefined,
      }}
    >
      <Group wrap="nowrap" gap={6} align="center">
        <ActionIcon
          component="div"
          variant="subtle"
          color="gray"
          {...drag.dragHandleProps}
          aria-label={t("item.drag", { label })}
        >
          <IconGripVertical size={16} />
        </ActionIcon>
        <Box c="blue.7" style={{ display: "flex" }}>
          <ItemTypeIcon itemType={item.itemType} />
        </Box>
        <UnstyledButton
          style={{ flex: 1, minWidth: 0 }}
          onClick={() => setOpenItemKey(open ? null : item.itemKey)}
          aria-expanded={open}
          aria-label={t("item.open", { label })}
        >
          <Text size="sm" fw={500} truncate>
            {label}
            {item.required && (
              <Text span c="red" ml={4}>
                *
              </Text>
            )}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {FormItemType.label(item.itemType)}
            {summary && ` ・ ${summary}`}
          </Text>
        </UnstyledButton>
        {item.condition && (
          <Badge size="xs" variant="light" color="violet">
            {t("item.conditionBadge")}
          </Badge>
        )}
        {issues.length > 0 && (
          <Badge size="xs" variant="filled" color="red">
            {t("item.issueBadge")}
          </Badge>
        )}
        {open ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
      </Group>
      {open && (
        <Box mt="sm" p={4}>
          <EditFields readOnly={builder.readOnly}>
            <ItemEditor
              item={item}
              sections={builder.state.sections}
              nodes={builder.nodes}
              issues={issues}
              onChange={(patch) => dispatch({ type: "updateItem", itemKey: item.itemKey, patch })}
              onChangeType={(itemType) =>
                dispatch({
                  type: "updateItem",
                  itemKey: item.itemKey,
                  patch: withItemType(item, itemType, builder.newItemTexts(item.label)),
                })
              }
              onRemove={() => void remove()}
            />
          </EditFields>
        </Box>
      )}
    </Paper>
  );
}
