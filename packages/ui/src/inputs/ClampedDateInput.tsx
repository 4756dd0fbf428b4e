import { TextInput, type TextInputProps } from "@mantine/core";
import { DATE_MAX, DATETIME_MAX, dateOnBlur, dateOnChange } from "./clamp";

export interface ClampedDateInputProps
  extends Omit<TextInputProps, "type" | "value" | "defaultValue" | "onChange" | "min" | "max"> {
  /** ISO text: yyyy-MM-dd for dates, yyyy-MM-ddTHH:mm for date-times; "" when empty. */
  value: string;
  onChange: (value: string) => void;
  min?: string;
  max?: string;
}

type Kind = "date" | "datetime-local";

// Native inputs give the phone's own date picker and a Japanese-ordered field for free; all this
// adds is the year clipping and clamping of spec §5.2, also passing min/max to the picker.
function ClampedIsoInput({
  kind,
  value,
  onChange,
  min,
  max,
  onBlur,
  ...rest
}: ClampedDateInputProps & { kind: Kind }) {
  const range = { min, max: max ?? (kind === "date" ? DATE_MAX : DATETIME_MAX) };
  return (
    <TextInput
      {...rest}
      type={kind}
      min={range.min}
      max={range.max}
      value={value}
      onChange={(event) => {
        const next = dateOnChange(event.currentTarget.value, range);
        if (next !== value) onChange(next);
      }}
      onBlur={(event) => {
        const next = dateOnBlur(event.currentTarget.value, range);
        if (next !== value) onChange(next);
        onBlur?.(event);
      }}
    />
  );
}

/** Date field (yyyy-MM-dd), max defaults to 9999-12-31. */
export function ClampedDateInput(props: ClampedDateInputProps) {
  return <ClampedIsoInput {...props} kind="date" />;
}

/** Date-time field (yyyy-MM-ddTHH:mm), max defaults to 9999-12-31T23:59. */
export function ClampedDateTimeInput(props: ClampedDateInputProps) {
  return <ClampedIsoInput {...props} kind="datetime-local" />;
}
