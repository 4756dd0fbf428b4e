import { NumberInput, type NumberInputProps } from "@mantine/core";
import { useState } from "react";
import { numberOnBlur, numberOnChange, numberOnFocus } from "./clamp";

export interface ClampedNumberInputProps
  extends Omit<NumberInputProps, "value" | "defaultValue" | "onChange" | "clampBehavior"> {
  value: number;
  /** Always called with a number already clamped to min/max. */
  onChange: (value: number) => void;
}

/**
 * Number field of spec §5.2: clamps to min/max while typing (when more digits cannot fix the value)
 * and on blur, shows an empty field on focus when the value is 0, and turns anything invalid into
 * 0 (then clamped) on blur — so the form state is always a valid number, and the field shows it.
 *
 * react-number-format (inside NumberInput) keeps the typed text itself and takes a new one from its
 * `value` prop only when the prop's text changes. Two rules follow, so the screen never drifts from
 * the form state: the prop is always the exact text on screen while typing, and a keystroke that
 * would leave the range for good is refused (isAllowed) rather than accepted and then clamped —
 * clamping an accepted "20009" back to an unchanged 2000 would leave "20009" on screen.
 */
export function ClampedNumberInput({
  value,
  onChange,
  min,
  max,
  onFocus,
  onBlur,
  isAllowed,
  onValueChange,
  ...rest
}: ClampedNumberInputProps) {
  // The text on screen while the field has focus ("-", "1." and "" included), null otherwise.
  const [draft, setDraft] = useState<string | null>(null);
  const range = { min, max };

  const commit = (next: number) => {
    if (next !== value) onChange(next);
  };

  return (
    <NumberInput
      allowNegative={min === undefined || min < 0}
      {...rest}
      min={min}
      max={max}
      clampBehavior="none"
      value={draft ?? value}
      onFocus={(event) => {
        setDraft(String(numberOnFocus(value)));
        onFocus?.(event);
      }}
      isAllowed={(typed) => {
        if (isAllowed && !isAllowed(typed)) return false;
        if (typed.floatValue === undefined) return true;
        const clamped = numberOnChange(typed.floatValue, range);
        if (clamped === typed.floatValue) return true;
        // More digits cannot bring it back into range: keep the keystroke off the screen and show
        // the limit instead (a new text, so react-number-format takes it unless already shown).
        setDraft(String(clamped));
        commit(clamped);
        return false;
      }}
      onValueChange={(typed, info) => {
        onValueChange?.(typed, info);
        // "prop" is our own value coming back after blur or a clamp: nothing was typed.
        if (info.source === "prop") return;
        const number = typed.floatValue;
        if (number === undefined || !Number.isFinite(number)) {
          setDraft(typed.value);
          return;
        }
        // Typing never gets here out of range (isAllowed), but the step buttons and arrow keys do.
        const clamped = numberOnChange(number, range);
        setDraft(clamped === number ? typed.value : String(clamped));
        commit(clamped);
      }}
      onBlur={(event) => {
        const result = numberOnBlur(draft ?? value, range);
        setDraft(null);
        commit(result);
        onBlur?.(event);
      }}
    />
  );
}
