import {
  allowedFileTypes,
  FORM_FILE_MAX_MB,
  FormItemFileType,
  PLAN_DATE_LIST_DEFAULT_MAX,
  PREFECTURE_CHOICES,
} from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Box, Button, Center, Group, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { IconPaperclip, IconUser } from "@tabler/icons-react";
import { FORMS_NAMESPACE } from "../i18n";
import { ListChoice, type PreviewInputProps } from "./choice-inputs";

// Inputs of the compound item types (address, school, files, wished-for days), read only.

export function AddressInput({ labelId }: PreviewInputProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <SimpleGrid cols={2} spacing={6}>
        <TextInput label={t("preview.postalCd")} placeholder="123-4567" inputMode="numeric" readOnly />
        <Select
          label={t("preview.prefecture")}
          data={[...PREFECTURE_CHOICES]}
          placeholder={t("preview.selectPlaceholder")}
          value={null}
          readOnly
        />
      </SimpleGrid>
      <TextInput label={t("preview.address1")} readOnly />
      <TextInput label={t("preview.address2")} readOnly />
    </Stack>
  );
}

export function SchoolInput({ item, labelId }: PreviewInputProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      {item.choices.length > 0 && (
        <Select
          aria-label={t("preview.schoolSelect")}
          data={item.choices.map((c) => ({ value: c.value, label: c.label }))}
          placeholder={t("preview.schoolSelect")}
          value={null}
          searchable
          readOnly
        />
      )}
      <TextInput aria-label={t("preview.schoolName")} placeholder={t("preview.schoolName")} readOnly />
    </Stack>
  );
}

export function FileInput({ item }: PreviewInputProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const types = allowedFileTypes(item.itemType, item.fileTypes).map((code) => FormItemFileType.label(code));
  const max = item.maxFileSizeMb ?? FORM_FILE_MAX_MB;
  const notes = [t("preview.fileTypes", { types: types.join("・") }), t("preview.maxSize", { max })];
  if (item.validation.maxFiles) notes.push(t("preview.maxFiles", { max: item.validation.maxFiles }));
  return (
    <Stack gap={4}>
      <Group>
        <Button component="div" variant="default" size="sm" leftSection={<IconPaperclip size={16} />}>
          {t("preview.fileButton")}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {notes.join(" ／ ")}
      </Text>
    </Stack>
  );
}

export function FacePhotoInput({ item }: PreviewInputProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <Group gap="sm" align="flex-end">
      <Center
        w={96}
        h={120}
        bg="gray.1"
        style={{ borderRadius: 6, border: "1px dashed var(--mantine-color-gray-4)" }}
      >
        <Box c="gray.5">
          <IconUser size={48} stroke={1.2} />
        </Box>
      </Center>
      <Stack gap={4}>
        <Button component="div" variant="default" size="sm">
          {t("preview.facePhoto")}
        </Button>
        <Text size="xs" c="dimmed">
          {t("preview.maxSize", { max: item.maxFileSizeMb ?? FORM_FILE_MAX_MB })}
        </Text>
      </Stack>
    </Group>
  );
}

/** PLAN_DATE: a candidate day, or any day in the range when there are no candidates. */
export function PlanDateInput({ item, labelId }: PreviewInputProps) {
  if (item.choices.length > 0) return <ListChoice item={item} labelId={labelId} />;
  return <TextInput type="date" aria-labelledby={labelId} readOnly w={200} />;
}

/** PLAN_DATE_LIST: 第1希望, 第2希望, … up to the item's maximum (3 when none is set). */
export function PlanDateListInput({ item, labelId }: PreviewInputProps) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const count = item.validation.maxSelect ?? PLAN_DATE_LIST_DEFAULT_MAX;
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      {Array.from({ length: count }, (_, i) => {
        const label = t("preview.planDateN", { n: i + 1 });
        return item.choices.length > 0 ? (
          <Select
            key={label}
            label={label}
            data={item.choices.map((c) => ({ value: c.value, label: c.label }))}
            placeholder={t("preview.selectPlaceholder")}
            value={null}
            readOnly
          />
        ) : (
          <TextInput key={label} label={label} type="date" readOnly w={200} />
        );
      })}
    </Stack>
  );
}
