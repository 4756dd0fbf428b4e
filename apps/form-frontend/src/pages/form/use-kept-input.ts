import type { AnswerValue } from "@gakumu/domain/forms/answer-types";
import { useCallback, useEffect, useRef, useState } from "react";
import { readAnswerInput, writeAnswerInput } from "../../session/answer-input";

const KEEP_DELAY_MS = 400;

/**
 * The answer as typed, kept in local storage a moment after each change (and at once when the screen
 * is left or the page hidden), so a reload, a closed tab or a dropped connection loses nothing.
 * Starts from the kept input over the server's answer; `restored` says the kept input was used.
 */
export function useKeptInput(
  formId: number,
  formUserId: number | null,
  serverValues: Record<string, unknown>,
) {
  const [initial] = useState(() => {
    const kept = readAnswerInput(formId, formUserId);
    return kept
      ? { values: { ...serverValues, ...kept.values }, restored: true }
      : { values: serverValues, restored: false };
  });
  const [values, setValues] = useState<Record<string, unknown>>(initial.values);
  const pending = useRef<Record<string, unknown> | null>(null);

  const flush = useCallback(() => {
    if (pending.current) writeAnswerInput(formId, pending.current, formUserId);
    pending.current = null;
  }, [formId, formUserId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each change of the values restarts the delay
  useEffect(() => {
    if (pending.current === null) return;
    const timer = setTimeout(flush, KEEP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, flush]);

  useEffect(() => {
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [flush]);

  const setValue = useCallback((itemKey: string, value: AnswerValue) => {
    setValues((previous) => {
      const next = { ...previous, [itemKey]: value };
      pending.current = next;
      return next;
    });
  }, []);

  /** Writes now (before leaving for the confirmation). */
  const keepNow = useCallback(() => {
    pending.current = values;
    flush();
  }, [values, flush]);

  return { values, setValue, restored: initial.restored, keepNow };
}
