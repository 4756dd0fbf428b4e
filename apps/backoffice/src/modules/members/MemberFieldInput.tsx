import { memberFieldSpec } from "@gakumu/domain";
import { ClampedDateInput, useTranslation } from "@gakumu/ui";
import { Checkbox, MultiSelect, Select, Textarea, TextInput } from "@mantine/core";
import { MEMBERS_NAMESPACE } from "./i18n";
import type { MemberAttribute } from "./members-api";

interface FieldProps {
  fieldName: string;
  label: string;
  required: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** For the grade field: the organisation's grades; for hierarchy levels: the level's choices. */
  choices?: { value: string; label: string }[];
  disabled?: boolean;
}

/**
 * One §3.3 field as its kind asks: a select for choices and masters, a date picker, a check box for
 * flags, a text area for the academic history, a text box otherwise. Values stay text; the field
 * parser on both sides decides what they mean.
 */
export function MemberFieldInput({
  fieldName,
  label,
  required,
  value,
  error,
  onChange,
  choices,
  disabled,
}: FieldProps) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const spec = memberFieldSpec(fieldName);
  const common = { label, required, error, disabled, "data-field": fieldName };
  const options = choices ?? spec?.choices?.map((c) => ({ value: c.value, label: c.label }));
  if (options) {
    return (
      <Select
        {...common}
        data={options}
        value={value || null}
        onChange={(v) => onChange(v ?? "")}
        placeholder={t("form.select")}
        clearable={!required}
        searchable={options.length > 10}
      />
    );
  }
  if (spec?.kind === "date") return <ClampedDateInput {...common} value={value} onChange={onChange} />;
  if (spec?.kind === "flag")
    return (
      <Checkbox
        label={label}
        error={error}
        disabled={disabled}
        mt="lg"
        checked={value === "1"}
        onChange={(e) => onChange(e.currentTarget.checked ? "1" : "0")}
        data-field={fieldName}
      />
    );
  if (fieldName === "academic_history")
    return (
      <Textarea
        {...common}
        value={value}
        autosize
        minRows={2}
        maxRows={6}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  return (
    <TextInput
      {...common}
      value={value}
      maxLength={spec?.maxLength}
      inputMode={
        spec?.kind === "tel" || spec?.kind === "postal" ? "tel" : spec?.kind === "mail" ? "email" : undefined
      }
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}

interface AttributeProps {
  attribute: MemberAttribute;
  value: string | string[];
  error?: string;
  onChange: (value: string | string[]) => void;
}

/** One custom attribute by its type. */
export function AttributeInput({ attribute, value, error, onChange }: AttributeProps) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const common = {
    label: attribute.name,
    required: attribute.isRequired,
    error,
    "data-field": `attributes.${attribute.attributeCd}`,
  };
  const text = Array.isArray(value) ? value.join("、") : value;
  switch (attribute.attributeType) {
    case "SELECT":
      return (
        <Select
          {...common}
          data={attribute.options}
          value={text || null}
          onChange={(v) => onChange(v ?? "")}
          placeholder={t("form.select")}
          clearable={!attribute.isRequired}
        />
      );
    case "MULTIPLE":
      return (
        <MultiSelect
          {...common}
          data={attribute.options}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          clearable
        />
      );
    case "DATE":
      return <ClampedDateInput {...common} value={text} onChange={onChange} />;
    default:
      return (
        <TextInput
          {...common}
          value={text}
          maxLength={200}
          inputMode={attribute.attributeType === "NUMBER" ? "decimal" : undefined}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
