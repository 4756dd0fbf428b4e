import { useTranslation } from "@gakumu/ui";
import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { PublicLayout } from "../../app/public/PublicLayout";
import { DAILY_REPORT_LINK_NAMESPACE } from "./regist-i18n";

// Decision (issue 16 item 2): /regist-daily-report carries no key of its own. The reminder links here
// with ?template=&date=, and this page hands the family over to the member app's own form
// (/app/member/daily-reports/{template}/{date}). The member app works in any phone browser without
// installing anything; when the member is not signed in, its gate sends them to its login with the
// form as return path (`next`, which only accepts the app's own paths). So a report is always handed in
// by a signed-in member, the reminder mail holds no credential that could be forwarded or leaked, and
// one form and one set of server rules serve both ways in. Whether the day may still be handed in
// (expired day, commented report, template not for this member) is the server's answer on that form.
const MEMBER_DAILY_REPORTS = "/app/member/daily-reports";
const TEMPLATE_ID = /^[1-9][0-9]{0,9}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isRealDate = (value: string): boolean => {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
};

/** Where the link leads in the member app, or null for a link that was cut short or tampered with. */
export function memberReportPath(template: string | null, date: string | null): string | null {
  if (template === null && date === null) return MEMBER_DAILY_REPORTS;
  if (template === null || date === null) return null;
  if (!TEMPLATE_ID.test(template) || Number(template) > 2_147_483_647 || !isRealDate(date)) return null;
  return `${MEMBER_DAILY_REPORTS}/${template}/${date}`;
}

const replaceLocation = (url: string) => window.location.replace(url);

/** /regist-daily-report?template=&date= : the reminder's link, opened on a phone with or without the app. */
export function RegistDailyReportPage({ go = replaceLocation }: { go?: (url: string) => void }) {
  const { t } = useTranslation(DAILY_REPORT_LINK_NAMESPACE);
  const [params] = useSearchParams();
  const target = memberReportPath(params.get("template"), params.get("date"));
  useEffect(() => {
    if (target) go(target);
  }, [target, go]);
  return (
    <PublicLayout title={t("title")} width={480}>
      {target ? (
        <Stack gap="md">
          <Stack gap="xs" align="center">
            <Loader size="sm" type="dots" aria-hidden />
            <Text size="sm">{t("opening")}</Text>
          </Stack>
          <Text size="sm" c="dimmed">
            {t("lead")}
          </Text>
          <Button component="a" href={target} size="md" fullWidth>
            {t("open")}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Alert color="red" title={t("invalid")}>
            <Text size="sm">{t("invalidLead")}</Text>
          </Alert>
          <Button component="a" href={MEMBER_DAILY_REPORTS} variant="light" size="md" fullWidth>
            {t("openList")}
          </Button>
        </Stack>
      )}
    </PublicLayout>
  );
}
