import "../../i18n/domain-locale";
import { formatAnswerValue } from "@gakumu/domain/forms/answer-format";
import { visibleItemKeys } from "@gakumu/domain/forms/answer-schema";
import type { PublicForm } from "@gakumu/domain/forms/public-form";
import { useTranslation } from "@gakumu/ui";
import { Box, Stack, Text, Title } from "@mantine/core";

/**
 * An answer as text, item by item (only the items shown for it), in the words the back office and
 * the completion mail use (domain formatAnswerValue): the confirmation and the answered screens.
 */
export function AnswerSummary({ form, values }: { form: PublicForm; values: Record<string, unknown> }) {
  const { t } = useTranslation("form");
  const items = form.sections.flatMap((s) => s.items);
  const visible = new Set(visibleItemKeys(items, values));
  return (
    <Stack gap="lg">
      {form.sections.map((section) => {
        const shown = section.items.filter((item) => visible.has(item.itemKey));
        if (shown.length === 0) return null;
        return (
          <Stack key={section.sectionId} gap="xs">
            {section.title && (
              <Title order={3} fz="md">
                {section.title}
              </Title>
            )}
            <Box component="dl" m={0}>
              {shown.map((item) => {
                const text = formatAnswerValue(item, values[item.itemKey]);
                return (
                  <Box
                    key={item.itemKey}
                    py={8}
                    style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}
                  >
                    <Text component="dt" size="sm" fw={700} style={{ overflowWrap: "anywhere" }}>
                      {item.label}
                    </Text>
                    <Text
                      component="dd"
                      m={0}
                      mt={2}
                      size="sm"
                      c={text ? undefined : "dimmed"}
                      style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
                      data-item-key={item.itemKey}
                    >
                      {text || t("answer.empty")}
                    </Text>
                  </Box>
                );
              })}
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}
