import { createContext, type Dispatch, useContext } from "react";
import type { DivisionNode } from "../forms-api";
import type { BuilderAction } from "./builder-reducer";
import type { EditorState } from "./builder-state";
import type { BuilderIssue } from "./definition-issues";
import type { NewItemTexts } from "./item-factory";

/** What the builder's panels share, so sections and item cards need not pass it down by hand. */
export interface BuilderContextValue {
  state: EditorState;
  dispatch: Dispatch<BuilderAction>;
  /** The organisation's hierarchy, for DIVISION items and their conditions. */
  nodes: readonly DivisionNode[];
  /** Save issues once a save was tried (then kept up to date), plus the publish issues. */
  issues: readonly BuilderIssue[];
  readOnly: boolean;
  /** The open item (its editor shown), or null. */
  openItemKey: string | null;
  setOpenItemKey: (itemKey: string | null) => void;
  /** The section the palette adds to. */
  targetSectionUid: string;
  setTargetSectionUid: (uid: string) => void;
  newItemTexts: (label: string) => NewItemTexts;
}

export const BuilderContext = createContext<BuilderContextValue | null>(null);

export function useBuilder(): BuilderContextValue {
  const value = useContext(BuilderContext);
  if (!value) throw new Error("useBuilder() is used outside the form builder");
  return value;
}
