import { PREFECTURE_CHOICES } from "@gakumu/domain";
import { ClampedNumberInput, useTranslation } from "@gakumu/ui";
import { Select, SimpleGrid, TextInput } from "@mantine/core";
import { MEMBER_REQUESTS_NAMESPACE } from "./i18n";
import { fieldTitle, type ProxyDraft } from "./proxy-form";
import { CHANGE_FIELDS, isChangeType, MAX_CERTIFICATE_COPIES } from "./request-fields";

interface Props {
  draft: ProxyDraft;
  errors: Record<string, string>;
  onChange: (draft: ProxyDraft) => void;
}

/** The inputs of the chosen request type: new member values, or purpose and copies. */
export function ProxyPayloadFields({ draft, errors, onChange }: Props) {
  const { t } = useTranslation(MEMBER_REQUESTS_NAMESPACE);
  if (!isChangeType(draft.requestType)) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label={t("proxy.purpose")}
          required
          maxLength={200}
          value={draft.purpose}
          error={errors.purpose}
          onChange={(event) => onChange({ ...draft, purpose: event.currentTarget.value })}
        />
        <ClampedNumberInput
          label={t("proxy.copies")}
          required
          min={1}
          max={MAX_CERTIFICATE_COPIES}
          value={draft.copies}
          error={errors.copies}
          onChange={(copies) => onChange({ ...draft, copies })}
        />
      </SimpleGrid>
    );
  }
  const setValue = (fieldName: string, value: string) =>
    onChange({ ...draft, values: { ...draft.values, [fieldName]: value } });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {(CHANGE_FIELDS[draft.requestType] ?? []).map(({ fieldName, required }) =>
        fieldName === "prefectures_cd" ? (
          <Select
            key={fieldName}
            label={fieldTitle(fieldName)}
            required={required}
            searchable
            data={PREFECTURE_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
            value={draft.values[fieldName] || null}
            error={errors[fieldName]}
            onChange={(value) => setValue(fieldName, value ?? "")}
          />
        ) : (
          <TextInput
            key={fieldName}
            label={fieldTitle(fieldName)}
            required={required}
            value={draft.values[fieldName] ?? ""}
            error={errors[fieldName]}
            onChange={(event) => setValue(fieldName, event.currentTarget.value)}
          />
        ),
      )}
    </SimpleGrid>
  );
}
