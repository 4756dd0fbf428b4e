import { FormItemType, type FormItemTypeCode, type PublicFormItem } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Group, NumberInput, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { ComponentType } from "react";
import { FORMS_NAMESPACE } from "../i18n";
import {
  DivisionPath,
  ListChoice,
  MultipleChoice,
  type PreviewInputProps,
  SingleCheckbox,
  SingleChoice,
} from "./choice-inputs";
import {
  AddressInput,
  FacePhotoInput,
  FileInput,
  PlanDateInput,
  PlanDateListInput,
  SchoolInput,
} from "./compound-inputs";

const text =
  (type: string, inputMode?: "numeric" | "tel" | "email") =>
  ({ labelId }: PreviewInputProps) => (
    <TextInput type={type} inputMode={inputMode} aria-labelledby={labelId} readOnly />
  );

/** The input each item type of spec §3.4 shows the applicant. */
const INPUTS: Record<FormItemTypeCode, ComponentType<PreviewInputProps>> = {
  TEXT_SINGLE: text("text"),
  TEXT_MULTI: ({ labelId }) => <Textarea aria-labelledby={labelId} minRows={3} autosize readOnly />,
  NUMBER: ({ item, labelId }) => (
    <NumberInput
      aria-labelledby={labelId}
      min={item.validation.minValue ?? undefined}
      max={item.validation.maxValue ?? undefined}
      readOnly
      w={200}
    />
  ),
  DATE: ({ labelId }) => <TextInput type="date" aria-labelledby={labelId} readOnly w={200} />,
  DATETIME: ({ labelId }) => <TextInput type="datetime-local" aria-labelledby={labelId} readOnly w={240} />,
  SELECT: SingleChoice,
  MULTIPLE: MultipleChoice,
  LIST: ListChoice,
  UPLOAD: FileInput,
  TEL_NO: text("tel", "tel"),
  MAIL_ADDRESS: text("email", "email"),
  ADDRESS: AddressInput,
  SCHOOL: SchoolInput,
  DIVISION: ListChoice,
  PLAN_DATE: PlanDateInput,
  PLAN_DATE_LIST: PlanDateListInput,
  DIVISION_SELECT: DivisionPath,
  CHECKBOX: ({ item }) => <SingleCheckbox item={item} />,
  FACE_PHOTO: FacePhotoInput,
  OC_DATE_LIST: MultipleChoice,
};

/** One item: its label with the required mark, its help text and its input. */
export function PreviewItem({ item, conditional }: { item: PublicFormItem; conditional: boolean }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const Input = INPUTS[item.itemType];
  const labelId = `preview-${item.itemKey}`;
  // A consent checkbox carries its label beside the box, as the applicant ticks it.
  const boxOnly = item.itemType === FormItemType.CHECKBOX;
  return (
    <Stack gap={4} data-item-key={item.itemKey}>
      {conditional && (
        <Badge size="xs" variant="light" color="violet" w="fit-content">
          {t("preview.conditional")}
        </Badge>
      )}
      {!boxOnly && (
        <Group gap={6} wrap="nowrap" align="center">
          <Text id={labelId} fw={700} size="sm">
            {item.label}
          </Text>
          {item.required && (
            <Badge size="xs" color="red" radius="sm" style={{ flexShrink: 0 }}>
              {t("preview.required")}
            </Badge>
          )}
        </Group>
      )}
      {item.helpText && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
          {item.helpText}
        </Text>
      )}
      <Group gap={6} wrap="nowrap" align="center">
        <div style={{ flex: 1, minWidth: 0 }}>
          <Input item={item} labelId={labelId} />
        </div>
        {boxOnly && item.required && (
          <Badge size="xs" color="red" radius="sm">
            {t("preview.required")}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}
