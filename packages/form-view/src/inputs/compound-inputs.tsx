import type { AddressValue } from "@gakumu/domain/forms/answer-types";
import { normalizePostalCd, type PostalFill, postalFillOf } from "@gakumu/domain/postal-codes/postal-address";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useRef, useState } from "react";
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

/** What the line under the postal code says after a lookup; a full match says nothing. */
type LookupNotice = Exclude<PostalFill["match"], "town"> | "error";

const NOTICE_KEYS = {
  none: "address.lookupFailed",
  city: "address.lookupCity",
  prefecture: "address.lookupPrefecture",
  ambiguous: "address.lookupAmbiguous",
  error: "address.lookupError",
} as const satisfies Record<LookupNotice, string>;

export function AddressInput(props: AnswerInputProps) {
  const { t } = useFormViewTranslation();
  const { item, value, onChange, readOnly, ids, partErrors, services } = props;
  const address = addressOf(value);
  // The lookup answers later: apply its result to the address as it is then, not as it was clicked.
  const latest = useRef(address);
  latest.current = address;
  const [notice, setNotice] = useState<LookupNotice | null>(null);
  const set = (patch: Partial<AddressValue>) => onChange({ ...latest.current, ...patch });
  const lookup = services.onPostalLookup;
  const postalCd = normalizePostalCd(address.postalCd);
  const find = async () => {
    if (!lookup) return;
    let fill: PostalFill;
    try {
      fill = postalFillOf(await lookup(postalCd));
    } catch {
      setNotice("error");
      return;
    }
    // Several towns (or cities) share some codes: fill what they agree on, say what is left to type.
    setNotice(fill.match === "town" ? null : fill.match);
    if (fill.match === "town" || fill.match === "city") {
      set({ postalCd, prefectureCd: fill.prefectureCd, address1: fill.address1 });
    } else if (fill.match === "prefecture") {
      set({ postalCd, prefectureCd: fill.prefectureCd });
    }
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
          onChange={(event) => {
            setNotice(null);
            set({ postalCd: event.currentTarget.value });
          }}
          onBlur={() => address.postalCd && set({ postalCd })}
          readOnly={readOnly}
          required={item.required}
          error={partErrors.postalCd}
          {...announced}
          size="md"
          flex={1}
          maw={280}
        />
        {lookup && !readOnly && (
          <Button variant="default" size="md" onClick={find} disabled={!POSTAL_CODE.test(postalCd)}>
            {t("address.lookup")}
          </Button>
        )}
      </Group>
      {notice && (
        <Text size="sm" c="orange.8" role="status">
          {t(NOTICE_KEYS[notice])}
        </Text>
      )}
      <ChoiceSelect
        id={`${ids.inputId}-prefecture`}
        label={t("address.prefecture")}
        choices={PREFECTURES}
        selected={address.prefectureCd}
        onPick={(prefectureCd) => set({ prefectureCd })}
        readOnly={readOnly}
        required={item.required}
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
