import type { AddressValue } from "@gakumu/domain/forms/answer-types";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { PREFECTURES } from "../codes";
import { useFormViewTranslation } from "../i18n";
import { ChoiceSelect } from "./choice-inputs";
import type { AnswerInputProps } from "./input-props";

// Answers made of parts: ADDRESS and SCHOOL. Each part has its own label and its own error (the domain
// reports them at [itemKey, part]), announced like the item's.

const announced = { errorProps: { role: "alert" } } as const;
const EMPTY_ADDRESS: AddressValue = { postalCd: "", prefectureCd: "", address1: "", address2: "" };
const POSTAL_CODE = /^\d{3}-\d{4}$/;

function addressOf(value: unknown): AddressValue {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return EMPTY_ADDRESS;
  const v = value as Record<string, unknown>;
  const part = (key: keyof AddressValue) => (typeof v[key] === "string" ? (v[key] as string) : "");
  return {
    postalCd: part("postalCd"),
    prefectureCd: part("prefectureCd"),
    address1: part("address1"),
    address2: part("address2"),
  };
}

/** "1234567" and full-width digits become "123-4567", the form §5.1 asks for. */
function normalizePostal(text: string): string {
  const digits = text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
  return /^\d{7}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

export function AddressInput(props: AnswerInputProps) {
  const { t } = useFormViewTranslation();
  const { item, value, onChange, readOnly, ids, partErrors, services } = props;
  const address = addressOf(value);
  const [lookupFailed, setLookupFailed] = useState(false);
  const set = (patch: Partial<AddressValue>) => onChange({ ...address, ...patch });
  const lookup = services.onPostalLookup;
  const find = async () => {
    const found = lookup ? await lookup(address.postalCd).catch(() => null) : null;
    setLookupFailed(found === null);
    if (found) set(found);
  };
  return (
    <Stack gap={8} role="group" aria-labelledby={ids.labelId} aria-describedby={ids.describedBy}>
      <Group gap={8} align="flex-end" wrap="nowrap">
        <TextInput
          id={ids.inputId}
          label={t("address.postalCd")}
          description={t("address.postalHint")}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={8}
          value={address.postalCd}
          onChange={(event) => set({ postalCd: event.currentTarget.value })}
          onBlur={() => address.postalCd && set({ postalCd: normalizePostal(address.postalCd) })}
          readOnly={readOnly}
          required={item.required}
          error={partErrors.postalCd}
          {...announced}
          size="md"
          flex={1}
          maw={280}
        />
        {lookup && !readOnly && (
          <Button variant="default" size="md" onClick={find} disabled={!POSTAL_CODE.test(address.postalCd)}>
            {t("address.lookup")}
          </Button>
        )}
      </Group>
      {lookupFailed && (
        <Text size="sm" c="orange.8" role="status">
          {t("address.lookupFailed")}
        </Text>
      )}
      <ChoiceSelect
        id={`${ids.inputId}-prefecture`}
        label={t("address.prefecture")}
        choices={PREFECTURES}
        selected={address.prefectureCd}
        onPick={(prefectureCd) => set({ prefectureCd })}
        readOnly={readOnly}
        error={partErrors.prefectureCd}
        {...announced}
      />
      <TextInput
        id={`${ids.inputId}-address1`}
        label={t("address.address1")}
        autoComplete="address-line1"
        value={address.address1}
        onChange={(event) => set({ address1: event.currentTarget.value })}
        readOnly={readOnly}
        required={item.required}
        error={partErrors.address1}
        {...announced}
        size="md"
      />
      <TextInput
        id={`${ids.inputId}-address2`}
        label={t("address.address2")}
        autoComplete="address-line2"
        value={address.address2}
        onChange={(event) => set({ address2: event.currentTarget.value })}
        readOnly={readOnly}
        error={partErrors.address2}
        {...announced}
        size="md"
      />
    </Stack>
  );
}

const OTHER_SCHOOL = "";

/** SCHOOL: a school from the item's list, or one typed when it is not listed (or there is no list). */
export function SchoolInput(props: AnswerInputProps) {
  const { t } = useFormViewTranslation();
  const { item, value, onChange, readOnly, ids, partErrors } = props;
  const v = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const schoolCd = typeof v.schoolCd === "string" ? v.schoolCd : OTHER_SCHOOL;
  const schoolName = typeof v.schoolName === "string" ? v.schoolName : "";
  const listed = item.choices.length > 0;
  const pick = (code: string) => {
    const choice = item.choices.find((c) => c.value === code);
    onChange(choice ? { schoolCd: choice.value, schoolName: choice.label } : null);
  };
  return (
    <Stack gap={8} role="group" aria-labelledby={ids.labelId} aria-describedby={ids.describedBy}>
      {listed && (
        <ChoiceSelect
          id={ids.inputId}
          label={t("school.select")}
          choices={item.choices}
          selected={schoolCd}
          onPick={pick}
          readOnly={readOnly}
          error={partErrors.schoolCd}
          {...announced}
        />
      )}
      {(!listed || schoolCd === OTHER_SCHOOL) && (
        <TextInput
          id={listed ? `${ids.inputId}-name` : ids.inputId}
          label={t("school.name")}
          description={listed ? t("school.nameHint") : undefined}
          value={schoolName}
          onChange={(event) => {
            const name = event.currentTarget.value;
            onChange(name === "" ? null : { schoolCd: null, schoolName: name });
          }}
          readOnly={readOnly}
          required={item.required}
          error={partErrors.schoolName}
          {...announced}
          size="md"
        />
      )}
    </Stack>
  );
}
