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
 * 0 (then clamped) on blur — so the form state is always a valid number.
 */
export function ClampedNumberInput({
  value,
  onChange,
  min,
  max,
  onFocus,
  onBlur,
  ...rest
}: ClampedNumberInputProps) {
  // What the user is typing, kept apart from `value` so partial text such as "-" or "1." survives.
  const [draft, setDraft] = useState<number | string | null>(null);
  const range = { min, max };

  return (
    <NumberInput
      allowNegative={min === undefined || min < 0}
      {...rest}
      min={min}
      max={max}
      clampBehavior="none"
      value={draft ?? value}
      onFocus={(event) => {
        setDraft(numberOnFocus(value));
        onFocus?.(event);
      }}
      onChange={(next) => {
        if (typeof next !== "number") {
          setDraft(next);
          return;
        }
        const clamped = numberOnChange(next, range);
        setDraft(clamped);
        if (clamped !== value) onChange(clamped);
      }}
      onBlur={(event) => {
        const result = numberOnBlur(draft ?? value, range);
        setDraft(null);
        if (result !== value) onChange(result);
        onBlur?.(event);
      }}
    />
  );
}
