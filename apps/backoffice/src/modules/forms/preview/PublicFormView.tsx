import { formatDate, type PublicForm } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Alert, Box, Button, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { FORMS_NAMESPACE } from "../i18n";
import { PreviewItem } from "./PreviewItem";
import { RichText } from "./RichText";

const DATE_TIME = "yyyy/MM/dd HH:mm";

interface Props {
  form: PublicForm;
  organizationName: string;
  /** Show items with a display condition (on the answer screen they appear only when it holds). */
  showConditional: boolean;
}

/**
 * A form in the public shape (GET …/preview, the same object the form frontend receives), drawn as
 * the answer screen draws it: the header with the organisation and the red notice, title, period,
 * description, the closed message when it takes no answers, then section by section.
 */
export function PublicFormView({ form, organizationName, showConditional }: Props) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const period =
    form.answerPeriodStart || form.answerPeriodEnd
      ? t("preview.period", {
          start: formatDate(form.answerPeriodStart, DATE_TIME),
          end: formatDate(form.answerPeriodEnd, DATE_TIME),
        })
      : null;
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
        {period && (
          <Text size="xs" c="dimmed">
            {period}
          </Text>
        )}
        <RichText html={form.descriptionHtml} />
        {form.closedMessageHtml && (
          <Alert color="orange" p="sm">
            <RichText html={form.closedMessageHtml} />
          </Alert>
        )}
        {form.sections.map((section, index) => {
          const items = section.items.filter((item) => showConditional || !item.condition);
          if (items.length === 0 && !section.title) return null;
          return (
            <Stack key={section.sectionId} gap="md">
              {index > 0 && <Divider />}
              {section.title && (
                <Box
                  bg="blue.0"
                  px="sm"
                  py={6}
                  style={{ borderLeft: "4px solid var(--mantine-color-blue-6)" }}
                >
                  <Title order={3} fz="md">
                    {section.title}
                  </Title>
                </Box>
              )}
              {items.map((item) => (
                <PreviewItem key={item.itemKey} item={item} conditional={item.condition !== null} />
              ))}
            </Stack>
          );
        })}
        <Button fullWidth mt="sm" component="div" aria-disabled>
          {t("preview.next")}
        </Button>
      </Stack>
    </Stack>
  );
}
