import { confirmDialog, useTranslation } from "@gakumu/ui";
import { Draggable, type DraggableProvided, Droppable } from "@hello-pangea/dnd";
import { ActionIcon, Badge, Group, Paper, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconGripVertical, IconTrash } from "@tabler/icons-react";
import { FORMS_NAMESPACE } from "../i18n";
import { useBuilder } from "./builder-context";
import type { EditorSection } from "./builder-state";
import { itemDragId, itemListDropId } from "./drag-drop";
import { ItemCard } from "./ItemCard";

interface Props {
  section: EditorSection;
  index: number;
  drag: DraggableProvided;
}

/**
 * A section: its heading and its items, which can be dragged within it and into other sections.
 * Clicking a section makes it the palette's target.
 */
export function SectionCard({ section, index, drag }: Props) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { state, dispatch, readOnly, targetSectionUid, setTargetSectionUid } = useBuilder();
  const n = index + 1;
  const target = targetSectionUid === section.uid;

  const remove = async () => {
    const message = t("sections.removeMessage", { n, count: section.items.length });
    if (section.items.length > 0 && !(await confirmDialog({ message }))) return;
    dispatch({ type: "removeSection", sectionUid: section.uid });
  };

  return (
    <Paper
      ref={drag.innerRef}
      {...drag.draggableProps}
      withBorder
      p="sm"
      radius="md"
      bg="gray.0"
      style={{
        ...drag.draggableProps.style,
        borderColor: target ? "var(--mantine-color-blue-4)" : undefined,
        borderWidth: target ? 2 : undefined,
      }}
      onFocusCapture={() => setTargetSectionUid(section.uid)}
      onMouseDown={() => setTargetSectionUid(section.uid)}
    >
      <Group gap="xs" wrap="nowrap" mb="sm">
        <ActionIcon
          component="div"
          variant="subtle"
          color="gray"
          {...drag.dragHandleProps}
          aria-label={t("sections.dragSection", { n })}
        >
          <IconGripVertical size={18} />
        </ActionIcon>
        <Text fw={700} size="sm" style={{ whiteSpace: "nowrap" }}>
          {t("sections.section", { n })}
        </Text>
        <TextInput
          aria-label={t("sections.titleLabel", { n })}
          placeholder={t("sections.titlePlaceholder")}
          value={section.title}
          onChange={(event) =>
            dispatch({ type: "renameSection", sectionUid: section.uid, title: event.currentTarget.value })
          }
          maxLength={200}
          disabled={readOnly}
          style={{ flex: 1 }}
        />
        <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
          {t("sections.itemCount", { count: section.items.length })}
        </Badge>
        <Tooltip label={t("sections.remove")}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t("sections.remove")}
            disabled={readOnly || state.sections.length <= 1}
            onClick={() => void remove()}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Droppable droppableId={itemListDropId(section.uid)} type="ITEM">
        {(drop, dropSnapshot) => (
          <Stack
            ref={drop.innerRef}
            {...drop.droppableProps}
            gap={6}
            mih={56}
            p={4}
            style={{
              borderRadius: 6,
              background: dropSnapshot.isDraggingOver ? "var(--mantine-color-blue-0)" : undefined,
            }}
          >
            {section.items.map((item, itemIndex) => (
              <Draggable
                key={item.itemKey}
                draggableId={itemDragId(item.itemKey)}
                index={itemIndex}
                isDragDisabled={readOnly}
              >
                {(itemDrag, snapshot) => <ItemCard item={item} drag={itemDrag} snapshot={snapshot} />}
              </Draggable>
            ))}
            {drop.placeholder}
            {section.items.length === 0 && !dropSnapshot.isDraggingOver && (
              <Text size="xs" c="dimmed" ta="center" py="sm">
                {t("sections.empty")}
              </Text>
            )}
          </Stack>
        )}
      </Droppable>
    </Paper>
  );
}
