import type { DropResult } from "@hello-pangea/dnd";
import type { BuilderAction } from "./builder-reducer";

// Drag ids are prefixed so a section and an item can never share one within the drag context.
export const sectionDragId = (uid: string) => `section:${uid}`;
export const itemDragId = (itemKey: string) => `item:${itemKey}`;
export const itemListDropId = (sectionUid: string) => `items:${sectionUid}`;
const sectionOfDrop = (droppableId: string) => droppableId.replace(/^items:/, "");

/** What a finished drag means for the state: a section moved, or an item moved (maybe across). */
export function dropAction(
  result: Pick<DropResult, "source" | "destination" | "type">,
): BuilderAction | null {
  const { source, destination, type } = result;
  if (!destination) return null;
  if (source.droppableId === destination.droppableId && source.index === destination.index) return null;
  if (type === "SECTION") return { type: "moveSection", from: source.index, to: destination.index };
  return {
    type: "moveItem",
    from: { sectionUid: sectionOfDrop(source.droppableId), index: source.index },
    to: { sectionUid: sectionOfDrop(destination.droppableId), index: destination.index },
  };
}
