import { useTranslation } from "@gakumu/ui";
import { DragDropContext, Draggable, Droppable, type DropResult } from "@hello-pangea/dnd";
import { Button, Group, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { FORMS_NAMESPACE } from "../i18n";
import { useBuilder } from "./builder-context";
import { newUid } from "./builder-state";
import { dropAction, sectionDragId } from "./drag-drop";
import { SectionCard } from "./SectionCard";

/**
 * The sections in order, each with its items. Sections are dragged by their handle to reorder them,
 * items by theirs within a section or into another (keyboard: focus a handle, Space, arrows, Space).
 */
export function SectionsBoard() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { state, dispatch, readOnly, setTargetSectionUid } = useBuilder();

  const onDragEnd = (result: DropResult) => {
    const action = dropAction(result);
    if (action) dispatch(action);
  };
  const addSection = () => {
    const uid = newUid("s");
    dispatch({ type: "addSection", uid });
    setTargetSectionUid(uid);
  };

  return (
    <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
      <DragDropContext onDragEnd={onDragEnd}>
        <Droppable droppableId="sections" type="SECTION">
          {(drop) => (
            <Stack ref={drop.innerRef} {...drop.droppableProps} gap="md">
              {state.sections.map((section, index) => (
                <Draggable
                  key={section.uid}
                  draggableId={sectionDragId(section.uid)}
                  index={index}
                  isDragDisabled={readOnly}
                >
                  {(drag) => <SectionCard section={section} index={index} drag={drag} />}
                </Draggable>
              ))}
              {drop.placeholder}
            </Stack>
          )}
        </Droppable>
      </DragDropContext>
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addSection} disabled={readOnly}>
          {t("sections.add")}
        </Button>
      </Group>
    </Stack>
  );
}
