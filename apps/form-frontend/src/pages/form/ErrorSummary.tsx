import type { PublicForm } from "@gakumu/domain/forms/public-form";
import { focusAnswerItem } from "@gakumu/form-view";
import { useTranslation } from "@gakumu/ui";
import { Alert, Anchor, Text } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { useEffect, useRef } from "react";

/**
 * The messages of the answer at the top of the screen, each a link to its item (the messages are also
 * shown at the items). Focused when it appears, so a screen reader reads it and a phone shows it.
 */
export function ErrorSummary({ form, errors }: { form: PublicForm; errors: Record<string, string> }) {
  const { t } = useTranslation("form");
  const ref = useRef<HTMLDivElement>(null);
  const items = form.sections.flatMap((s) => s.items);
  const entries = items.flatMap((item) => {
    const key = Object.keys(errors).find((k) => k === item.itemKey || k.startsWith(`${item.itemKey}.`));
    return key ? [{ item, message: errors[key]! }] : [];
  });
  const count = entries.length;
  useEffect(() => {
    if (count > 0) ref.current?.focus();
  }, [count]);
  if (count === 0) return null;
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="red"
      icon={<IconAlertCircle size={20} />}
      title={t("answer.errorSummary", { count })}
      data-testid="error-summary"
    >
      <Text size="sm" mb={6}>
        {t("answer.errorSummaryLead")}
      </Text>
      <ul style={{ margin: 0, paddingInlineStart: "1.2em" }}>
        {entries.map(({ item, message }) => (
          <li key={item.itemKey}>
            <Anchor
              href={`#${item.itemKey}`}
              size="sm"
              c="red.9"
              onClick={(event) => {
                event.preventDefault();
                focusAnswerItem(item.itemKey);
              }}
            >
              {item.label}：{message}
            </Anchor>
          </li>
        ))}
      </ul>
    </Alert>
  );
}
