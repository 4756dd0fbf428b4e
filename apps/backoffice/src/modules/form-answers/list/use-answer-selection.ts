import { useCallback, useMemo, useState } from "react";
import type { AnswerSelection } from "./AnswerTable";

/**
 * Ticked answers across pages of one form (receipt numbers kept to name skipped answers after a
 * bulk change). Choosing another form starts with nothing ticked.
 */
export function useAnswerSelection(formId: number | null) {
  const [state, setState] = useState<{ formId: number | null; ids: ReadonlySet<number> }>({
    formId,
    ids: new Set(),
  });
  const selected = state.formId === formId ? state.ids : new Set<number>();

  const toggle = useCallback(
    (answerId: number) =>
      setState((prev) => {
        const ids = new Set(prev.formId === formId ? prev.ids : []);
        if (ids.has(answerId)) ids.delete(answerId);
        else ids.add(answerId);
        return { formId, ids };
      }),
    [formId],
  );
  const togglePage = useCallback(
    (answerIds: number[], on: boolean) =>
      setState((prev) => {
        const ids = new Set(prev.formId === formId ? prev.ids : []);
        for (const id of answerIds) {
          if (on) ids.add(id);
          else ids.delete(id);
        }
        return { formId, ids };
      }),
    [formId],
  );
  const clear = useCallback(() => setState({ formId, ids: new Set() }), [formId]);

  return useMemo(
    () => ({ selected, toggle, togglePage, clear }) satisfies AnswerSelection & { clear: () => void },
    [selected, toggle, togglePage, clear],
  );
}
