import { EnrollmentStatus, MemberStatus, TransferReason } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Select } from "@mantine/core";
import { LEVEL_FIELDS, levelOptions, withLevel } from "./hierarchy-options";
import { MEMBERS_NAMESPACE } from "./i18n";
import { AttributeInput, MemberFieldInput } from "./MemberFieldInput";
import {
  FIELD_GROUPS,
  type FormErrors,
  fieldSetting,
  isLeaving,
  type MemberFormValues,
} from "./member-form-model";
import type { MemberListOptions } from "./members-api";
import { Section } from "./Section";

interface Props {
  values: MemberFormValues;
  errors: FormErrors;
  options: MemberListOptions;
  onChange: (values: MemberFormValues) => void;
}

const codeOptions = (list: { options: readonly { value: string | number; label: string }[] }) =>
  list.options.map((o) => ({ value: String(o.value), label: o.label }));

/** The edit form's groups: the organisation's fields with its titles, status, and the attributes. */
export function MemberFormSections({ values, errors, options, onChange }: Props) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const settings = options.importFields;
  const setField = (name: string, value: string) => {
    const level = (LEVEL_FIELDS as readonly string[]).indexOf(name);
    const fields = level >= 0 ? withLevel(values.fields, level, value) : { ...values.fields, [name]: value };
    onChange({ ...values, fields });
  };
  const choicesOf = (name: string) => {
    if (name === "grade" && options.grades.length > 0)
      return options.grades.map((g) => ({ value: String(g.gradeCd), label: g.name }));
    const level = (LEVEL_FIELDS as readonly string[]).indexOf(name);
    if (level < 0) return undefined;
    const parent = level === 0 ? "0" : values.fields[LEVEL_FIELDS[level - 1]!] || null;
    return levelOptions(options.hierarchy, parent, values.fields[name] ?? "");
  };

  return (
    <>
      {FIELD_GROUPS.map((group) => (
        <Section key={group.key} title={t(`groups.${group.key}`)}>
          {group.fields.map((name) => {
            const setting = fieldSetting(settings, name);
            if (!setting.visible) return null;
            const choices = choicesOf(name);
            return (
              <MemberFieldInput
                key={name}
                fieldName={name}
                label={setting.label}
                required={setting.required}
                value={values.fields[name] ?? ""}
                error={errors[name]}
                choices={choices}
                disabled={choices !== undefined && choices.length === 0 && !values.fields[name]}
                onChange={(v) => setField(name, v)}
              />
            );
          })}
          {group.key === "basic" && (
            <>
              <Select
                label={t("detail.status")}
                data={codeOptions(MemberStatus)}
                value={values.status}
                onChange={(v) => onChange({ ...values, status: v ?? values.status })}
                allowDeselect={false}
                error={errors.status}
              />
              <Select
                label={t("detail.enrollment")}
                data={codeOptions(EnrollmentStatus)}
                value={values.enrollmentStatus}
                onChange={(v) => onChange({ ...values, enrollmentStatus: v ?? values.enrollmentStatus })}
                allowDeselect={false}
                error={errors.enrollmentStatus}
              />
              <Select
                label={t("detail.transferReason")}
                data={codeOptions(TransferReason)}
                value={isLeaving(values.enrollmentStatus) ? values.transferReason || null : null}
                onChange={(v) => onChange({ ...values, transferReason: v ?? "" })}
                disabled={!isLeaving(values.enrollmentStatus)}
                placeholder={t("form.select")}
                clearable
                error={errors.transferReason}
              />
            </>
          )}
        </Section>
      ))}
      {options.attributes.length > 0 && (
        <Section title={t("groups.attributes")}>
          {options.attributes.map((a) => (
            <AttributeInput
              key={a.attributeCd}
              attribute={a}
              value={values.attributes[a.attributeCd] ?? ""}
              error={errors[`attributes.${a.attributeCd}`]}
              onChange={(v) =>
                onChange({ ...values, attributes: { ...values.attributes, [a.attributeCd]: v } })
              }
            />
          ))}
        </Section>
      )}
    </>
  );
}
