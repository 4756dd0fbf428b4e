import { NumberInput, type NumberInputProps } from "@mantine/core";

export interface OptionalNumberInputProps
  extends Omit<NumberInputProps, "value" | "onChange" | "clampBehavior" | "min" | "max"> {
  /** undefined: not set (the setting does not apply). */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  min: number;
  max: number;
}

/**
 * A number setting that may be left empty (a limit the builder does not want). Unlike the shared
 * ClampedNumberInput, which always holds a number, an emptied field means "not set"; a value
 * outside min–max is still clamped when the field is left (spec §5.2).
 */
export function OptionalNumberInput({ value, onChange, min, max, ...rest }: OptionalNumberInputProps) {
  return (
    <NumberInput
      allowNegative={min < 0}
      allowDecimal={false}
      {...rest}
      min={min}
      max={max}
      clampBehavior="blur"
      value={value ?? ""}
      onChange={(next) => onChange(typeof next === "number" && Number.isFinite(next) ? next : undefined)}
    />
  );
}
