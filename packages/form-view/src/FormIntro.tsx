import type { PublicForm } from "@gakumu/domain/forms/public-form";
import { Alert, Stack, Text } from "@mantine/core";
import { useFormViewTranslation } from "./i18n";
import { RichText } from "./RichText";

const tokyo = new Intl.DateTimeFormat("ja-JP", {
  timeZone: "Asia/Tokyo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** yyyy/MM/dd HH:mm in Japan time (spec §9), without the domain's date module (it pulls Zod). */
export function formatTokyoDateTime(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const part = (type: string) => tokyo.formatToParts(date).find((p) => p.type === type)?.value ?? "";
  return `${part("year")}/${part("month")}/${part("day")} ${part("hour")}:${part("minute")}`;
}

/** What comes before the items: the answer period, the description, and why no answers are taken. */
export function FormIntro({
  form,
}: {
  form: Pick<PublicForm, "answerPeriodStart" | "answerPeriodEnd" | "descriptionHtml" | "closedMessageHtml">;
}) {
  const { t } = useFormViewTranslation();
  const hasPeriod = form.answerPeriodStart || form.answerPeriodEnd;
  return (
    <Stack gap="sm">
      {hasPeriod && (
        <Text size="sm" c="dimmed">
          {t("period", {
            start: formatTokyoDateTime(form.answerPeriodStart),
            end: formatTokyoDateTime(form.answerPeriodEnd),
          })}
        </Text>
      )}
      <RichText html={form.descriptionHtml} />
      {form.closedMessageHtml && (
        <Alert color="orange" p="sm" role="status">
          <RichText html={form.closedMessageHtml} />
        </Alert>
      )}
    </Stack>
  );
}
