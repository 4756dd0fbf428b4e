import { Textarea, TextInput } from "@mantine/core";
import { type AnswerInputProps, textOf, wrapperProps } from "./input-props";

// One-line and multi-line texts, numbers, phone numbers, mail addresses, dates and date-times. Phones
// get the keyboard that fits (inputMode), and the browser's own date pickers.

/** Spec §5.2: years are clipped to four digits. */
const MAX_DATE = "9999-12-31";
const MAX_DATE_TIME = "9999-12-31T23:59";

function Text({
  type = "text",
  inputMode,
  autoComplete,
  ...props
}: AnswerInputProps & {
  type?: string;
  inputMode?: "text" | "numeric" | "decimal" | "tel" | "email";
  autoComplete?: string;
}) {
  const { item, value, onChange, readOnly } = props;
  const maxLength = item.validation.maxLength ?? undefined;
  return (
    <TextInput
      {...wrapperProps(props)}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      maxLength={maxLength}
      value={textOf(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      readOnly={readOnly}
      size="md"
    />
  );
}

export const TextSingleInput = (props: AnswerInputProps) => <Text {...props} />;

export function TextMultiInput(props: AnswerInputProps) {
  const { item, value, onChange, readOnly } = props;
  return (
    <Textarea
      {...wrapperProps(props)}
      value={textOf(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={item.validation.maxLength ?? undefined}
      readOnly={readOnly}
      autosize
      minRows={3}
      maxRows={12}
      size="md"
    />
  );
}

export const TelInput = (props: AnswerInputProps) => (
  <Text {...props} type="tel" inputMode="tel" autoComplete="tel" />
);

export const MailInput = (props: AnswerInputProps) => (
  <Text {...props} type="email" inputMode="email" autoComplete="email" />
);

/** Typed as text so a half-typed "1." or "-" stays on screen; the domain check reads the number. */
export const NumberTextInput = (props: AnswerInputProps) => (
  <Text {...props} inputMode={props.item.validation.decimalDigits ? "decimal" : "numeric"} />
);

export function DateInput({ dateTime = false, ...props }: AnswerInputProps & { dateTime?: boolean }) {
  const { item, value, onChange, readOnly } = props;
  const { minDate, maxDate } = item.validation;
  return (
    <TextInput
      {...wrapperProps(props)}
      type={dateTime ? "datetime-local" : "date"}
      min={minDate ? (dateTime ? `${minDate}T00:00` : minDate) : undefined}
      max={maxDate ? (dateTime ? `${maxDate}T23:59` : maxDate) : dateTime ? MAX_DATE_TIME : MAX_DATE}
      value={textOf(value)}
      onChange={(event) => onChange(event.currentTarget.value)}
      readOnly={readOnly}
      size="md"
      maw={dateTime ? 260 : 200}
    />
  );
}

export const DateTimeInput = (props: AnswerInputProps) => <DateInput {...props} dateTime />;
