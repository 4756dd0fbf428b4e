import { EnrollmentStatus, MemberStatus, TransferReason } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Select, Stack } from "@mantine/core";
import { useRef } from "react";
import { PostalCodeLookup, type PostalLookupResult } from "../postal-codes/PostalCodeLookup";
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
  // The lookup answers after a round trip: its result goes into the form as it is by then.
  const latest = useRef(values);
  latest.current = values;
  const setField = (name: string, value: string) => {
    const level = (LEVEL_FIELDS as readonly string[]).indexOf(name);
    const fields = level >= 0 ? withLevel(values.fields, level, value) : { ...values.fields, [name]: value };
    onChange({ ...values, fields });
  };
  // 住所検索 fills only the address fields the organisation uses (a hidden one is never sent).
  const addressFields = (["prefectures_cd", "address1"] as const).filter(
    (name) => fieldSetting(settings, name).visible,
  );
  const fillAddress = (found: PostalLookupResult) => {
    const current = latest.current;
    const patch: Record<string, string> = { postal_cd: found.postalCd };
    if (found.prefectureCd !== undefined && addressFields.includes("prefectures_cd"))
      patch.prefectures_cd = found.prefectureCd;
    if (found.address1 !== undefined && addressFields.includes("address1")) patch.address1 = found.address1;
    onChange({ ...current, fields: { ...current.fields, ...patch } });
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
            const input = (
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
            if (name !== "postal_cd" || addressFields.length === 0) return input;
            return (
              <Stack key={name} gap={6}>
                {input}
                <PostalCodeLookup postalCd={values.fields.postal_cd ?? ""} onFound={fillAddress} />
              </Stack>
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
