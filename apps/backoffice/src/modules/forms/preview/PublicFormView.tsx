import type { AnswerValue, PublicForm } from "@gakumu/domain";
import { FormAnswerFields, FormIntro } from "@gakumu/form-view";
import { useTranslation } from "@gakumu/ui";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";
import { postalCodesApi } from "../../postal-codes/postal-codes-api";
import { FORMS_NAMESPACE } from "../i18n";

interface Props {
  form: PublicForm;
  organizationName: string;
  /** Show items with a display condition whatever the answers (they are marked). */
  showConditional: boolean;
}

/**
 * A form in the public shape (GET …/preview, the same object the form frontend receives), drawn with
 * the form frontend's own answer fields (@gakumu/form-view) under a copy of its header: staff can
 * try the form out, conditions included, exactly as an applicant would (住所検索 too, through the back
 * office's own lookup). Nothing typed is sent, and files cannot be attached (there is no answer to
 * attach them to).
 */
export function PublicFormView({ form, organizationName, showConditional }: Props) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [values, setValues] = useState<Record<string, AnswerValue>>({});
  const onChange = (itemKey: string, value: AnswerValue) => setValues((v) => ({ ...v, [itemKey]: value }));
  return (
    <Stack gap={0}>
      <Stack
        gap={2}
        px="md"
        py={8}
        bg="white"
        style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
      >
        <Text fw={700} size="md" truncate>
          {organizationName}
        </Text>
        <Group gap={4} wrap="nowrap" role="note">
          <IconAlertTriangle
            size={14}
            color="var(--mantine-color-red-7)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text c="red.7" fw={700} fz="xs">
            {t("preview.notice")}
          </Text>
        </Group>
      </Stack>
      <Stack gap="md" p="md">
        <Title order={2} fz="lg">
          {form.title}
        </Title>
        <FormIntro form={form} />
        <FormAnswerFields
          form={form}
          values={values}
          onChange={onChange}
          showAllConditional={showConditional}
          sectionHeadingOrder={3}
          onPostalLookup={postalCodesApi.lookup}
        />
        <Button fullWidth mt="sm" component="div" aria-disabled>
          {t("preview.next")}
        </Button>
      </Stack>
    </Stack>
  );
}
