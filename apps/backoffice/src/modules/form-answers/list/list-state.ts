import { useCallback, useState } from "react";
import { readStored, writeStored } from "../../../app/session/storage";
import { type AnswerListState, initialAnswerListState } from "../answers-api";

const storageKey = (formId: number) => `gakumu.form-answers.list.${formId}`;

function readState(formId: number | null): AnswerListState {
  const initial = initialAnswerListState();
  if (formId === null) return initial;
  const stored = readStored<Partial<AnswerListState> | null>("session", storageKey(formId), null);
  if (!stored || typeof stored !== "object") return initial;
  return { ...initial, ...stored, filter: { ...initial.filter, ...(stored.filter ?? {}) } };
}

/**
 * The conditions, sort and page of one form's answers, kept in session storage per form: opening an
 * answer and coming back (or reloading) shows the same page; another form starts from its own.
 */
export function useRememberedAnswerList(formId: number | null) {
  const [entry, setEntry] = useState(() => ({ formId, state: readState(formId) }));
  // A different form chosen: switch to its remembered state during render (no flash of the old one).
  const current = entry.formId === formId ? entry : { formId, state: readState(formId) };
  if (current !== entry) setEntry(current);
  const update = useCallback(
    (next: AnswerListState) => {
      setEntry({ formId, state: next });
      if (formId !== null) writeStored("session", storageKey(formId), next);
    },
    [formId],
  );
  return [current.state, update] as const;
}
