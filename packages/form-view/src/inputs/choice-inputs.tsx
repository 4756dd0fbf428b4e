import { Checkbox, NativeSelect, type NativeSelectProps, Radio, Stack } from "@mantine/core";
import { useFormViewTranslation } from "../i18n";
import { type AnswerInputProps, textOf, textsOf, wrapperProps } from "./input-props";

// Inputs of the choice item types. Lists use the phone's own picker (a native select): it is the
// easiest to use on a small screen, and costs the answer screen no extra JavaScript.

/** Radios and check boxes sit in a group named by the item's label and described by its help/error. */
function groupAria({ ids, invalid, item }: AnswerInputProps, role: "radiogroup" | "group") {
  return {
    role,
    "aria-labelledby": ids.labelId,
    "aria-describedby": ids.describedBy,
    ...(role === "radiogroup" ? { "aria-invalid": invalid, "aria-required": item.required } : {}),
  } as const;
}

/** SELECT: one of the choices, as radios. */
export function SingleChoice(props: AnswerInputProps) {
  const { item, value, onChange, readOnly, ids } = props;
  const selected = textOf(value);
  return (
    <Stack gap={10} mt={4} {...groupAria(props, "radiogroup")}>
      {item.choices.map((choice, i) => (
        <Radio
          key={choice.value}
          id={`${ids.inputId}-${i}`}
          name={ids.inputId}
          value={choice.value}
          label={choice.label}
          checked={selected === choice.value}
          onChange={() => onChange(choice.value)}
          disabled={readOnly}
          error={props.invalid}
          size="md"
        />
      ))}
    </Stack>
  );
}

/** MULTIPLE, OC_DATE_LIST: several choices, as check boxes; the order of the choices is kept. */
export function MultipleChoice(props: AnswerInputProps) {
  const { item, value, onChange, readOnly, ids } = props;
  const selected = textsOf(value);
  const toggle = (choice: string, on: boolean) => {
    const next = item.choices.map((c) => c.value).filter((v) => (v === choice ? on : selected.includes(v)));
    onChange(next.length > 0 ? next : null);
  };
  return (
    <Stack gap={10} mt={4} {...groupAria(props, "group")}>
      {item.choices.map((choice, i) => (
        <Checkbox
          key={choice.value}
          id={`${ids.inputId}-${i}`}
          label={choice.label}
          checked={selected.includes(choice.value)}
          onChange={(event) => toggle(choice.value, event.currentTarget.checked)}
          disabled={readOnly}
          error={props.invalid}
          size="md"
        />
      ))}
    </Stack>
  );
}

/** A native select over `choices` with an empty first option ("選択してください"). */
export function ChoiceSelect({
  choices,
  selected,
  onPick,
  readOnly,
  ...rest
}: Omit<NativeSelectProps, "data" | "value" | "onChange"> & {
  choices: readonly { value: string; label: string }[];
  selected: string;
  onPick: (value: string) => void;
  readOnly: boolean;
}) {
  const { t } = useFormViewTranslation();
  return (
    <NativeSelect
      {...rest}
      data={[{ value: "", label: t("selectPlaceholder") }, ...choices]}
      value={selected}
      onChange={(event) => onPick(event.currentTarget.value)}
      disabled={readOnly}
      size="md"
    />
  );
}

/** LIST, DIVISION: one choice from a list. */
export function ListChoice(props: AnswerInputProps) {
  return (
    <ChoiceSelect
      {...wrapperProps(props)}
      choices={props.item.choices}
      selected={textOf(props.value)}
      onPick={(value) => props.onChange(value === "" ? null : value)}
      readOnly={props.readOnly}
    />
  );
}

/** CHECKBOX: one box whose label is the item's (e.g. 「個人情報の取り扱いに同意する」). */
export function SingleCheckbox(props: AnswerInputProps) {
  const { value, onChange, readOnly } = props;
  // A check box is no input wrapper: it takes neither errorProps nor withAsterisk (React would put
  // them on the DOM), so its error is made an alert here, announced like every other item's.
  const { errorProps: _errorProps, withAsterisk: _withAsterisk, error, ...wrapper } = wrapperProps(props);
  return (
    <Checkbox
      {...wrapper}
      error={error ? <span role="alert">{error}</span> : undefined}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      disabled={readOnly}
      size="md"
    />
  );
}
