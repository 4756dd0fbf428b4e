import {
  FORM_FILE_MAX_MB,
  FORM_ITEM_MAX_CHOICES,
  FORM_MAX_FILES_PER_ITEM,
  FORM_TEXT_MULTI_MAX_LENGTH,
  FORM_TEXT_SINGLE_MAX_LENGTH,
  FormItemFileType,
  type FormItemFileTypeCode,
  FormItemType,
  type FormItemValidation,
  FormTextFormat,
  itemUses,
} from "@gakumu/domain";
import { ClampedDateInput, useTranslation } from "@gakumu/ui";
import { Checkbox, Group, Select, SimpleGrid, Stack, Text } from "@mantine/core";
import { FORMS_NAMESPACE } from "../i18n";
import type { EditorItem } from "./builder-state";
import { type BuilderIssue, messageFor } from "./definition-issues";
import { OptionalNumberInput } from "./OptionalNumberInput";

interface Props {
  item: EditorItem;
  issues: readonly BuilderIssue[];
  onChange: (patch: Partial<EditorItem>) => void;
}

/**
 * The input checks of spec §5.1 an item type uses (ITEM_TYPE_SETTINGS of the domain): lengths and a
 * character format for one-line text, a value range, a date range, how many choices, and for files
 * their kinds, count and size.
 */
export function ItemSettingsFields({ item, issues, onChange }: Props) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const uses = (setting: Parameters<typeof itemUses>[1]) => itemUses(item.itemType, setting);
  const v = item.validation;
  const error = (key: keyof FormItemValidation) => messageFor(issues, `validation.${key}`);
  const set = <K extends keyof FormItemValidation>(key: K, value: FormItemValidation[K] | undefined) => {
    const validation = { ...item.validation };
    if (value === undefined || value === "") delete validation[key];
    else validation[key] = value;
    onChange({ validation });
  };
  const number = (key: keyof FormItemValidation, min: number, max: number, decimal = false) => (
    <OptionalNumberInput
      label={t(`item.${key}`)}
      value={v[key] as number | undefined}
      onChange={(value) => set(key, value)}
      min={min}
      max={max}
      allowDecimal={decimal}
      error={error(key)}
    />
  );
  const maxText =
    item.itemType === FormItemType.TEXT_SINGLE ? FORM_TEXT_SINGLE_MAX_LENGTH : FORM_TEXT_MULTI_MAX_LENGTH;

  const fields = [
    uses("length") && (
      <SimpleGrid key="length" cols={2}>
        {number("minLength", 0, maxText)}
        {number("maxLength", 1, maxText)}
      </SimpleGrid>
    ),
    uses("format") && (
      <Select
        key="format"
        label={t("item.format")}
        data={[{ value: "", label: t("item.formatNone") }, ...FormTextFormat.options]}
        value={v.format ?? ""}
        onChange={(value) => set("format", FormTextFormat.isValid(value) ? value : undefined)}
        allowDeselect={false}
      />
    ),
    uses("applicantName") && (
      <Checkbox
        key="applicantName"
        label={t("item.applicantName")}
        description={t("item.applicantNameHelp")}
        checked={item.applicantName}
        onChange={(event) => onChange({ applicantName: event.currentTarget.checked })}
        error={messageFor(issues, "applicantName")}
      />
    ),
    uses("value") && (
      <SimpleGrid key="value" cols={3}>
        {number("minValue", -1e12, 1e12, true)}
        {number("maxValue", -1e12, 1e12, true)}
        {number("decimalDigits", 0, 6)}
      </SimpleGrid>
    ),
    uses("dateRange") && (
      <SimpleGrid key="dateRange" cols={2}>
        <ClampedDateInput
          label={t("item.minDate")}
          value={v.minDate ?? ""}
          onChange={(value) => set("minDate", value)}
          max={v.maxDate}
          error={error("minDate")}
        />
        <ClampedDateInput
          label={t("item.maxDate")}
          value={v.maxDate ?? ""}
          onChange={(value) => set("maxDate", value)}
          min={v.minDate}
          error={error("maxDate")}
        />
      </SimpleGrid>
    ),
    uses("selectCount") && (
      <SimpleGrid key="selectCount" cols={2}>
        {number("minSelect", 0, FORM_ITEM_MAX_CHOICES)}
        {number("maxSelect", 1, FORM_ITEM_MAX_CHOICES)}
      </SimpleGrid>
    ),
    uses("files") && (
      <Stack key="files" gap="xs">
        <Checkbox.Group
          label={t("item.fileTypes")}
          description={t("item.fileTypesHint")}
          value={item.fileTypes.map(String)}
          onChange={(values) =>
            onChange({
              fileTypes: values
                .map(Number)
                .filter((n): n is FormItemFileTypeCode => FormItemFileType.isValid(n))
                .sort((a, b) => a - b),
            })
          }
        >
          <Group gap="md" mt={6}>
            {FormItemFileType.options.map((o) => (
              <Checkbox key={o.value} value={String(o.value)} label={o.label} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={2}>{number("maxFiles", 1, FORM_MAX_FILES_PER_ITEM)}</SimpleGrid>
      </Stack>
    ),
    uses("fileSize") && (
      <SimpleGrid key="fileSize" cols={2}>
        <OptionalNumberInput
          label={t("item.maxFileSizeMb")}
          description={t("item.maxFileSizeHint", { max: FORM_FILE_MAX_MB })}
          value={item.maxFileSizeMb ?? undefined}
          onChange={(value) => onChange({ maxFileSizeMb: value ?? null })}
          min={1}
          max={FORM_FILE_MAX_MB}
          error={messageFor(issues, "maxFileSizeMb")}
        />
      </SimpleGrid>
    ),
  ].filter(Boolean);

  if (fields.length === 0 && !uses("choices") && !uses("division"))
    return (
      <Text size="sm" c="dimmed">
        {t("item.noSettings")}
      </Text>
    );
  return (
    <Stack gap="sm">
      {item.itemType === FormItemType.FACE_PHOTO && (
        <Text size="xs" c="dimmed">
          {t("item.facePhotoHint")}
        </Text>
      )}
      {fields}
    </Stack>
  );
}
