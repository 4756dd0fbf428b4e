import { PageTitle, useTranslation } from "@gakumu/ui";
import { Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { SafetyDashboardView } from "./dashboard/SafetyDashboardView";
import { SAFETY_NAMESPACE } from "./i18n";
import { SafetySendList } from "./SafetySendList";

/** The send whose dashboard is open (?send=12), or null for the list. */
function sendIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The shell's own parameters (categoryCd) stay; the dashboard's are set or cleared together. */
function withSend(params: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["send", "node", "grade"]) next.delete(key);
  if (id !== null) next.set("send", String(id));
  return next;
}

/**
 * 安否確認結果 (menu safety-result): the sends' answers, the people per state, proxy answers; a send's
 * live dashboard at ?send=<id> (with &node= and &grade= as it is drilled into), so a reload or a
 * shared link shows the same part.
 */
export function SafetyResultsPage() {
  const { t } = useTranslation(SAFETY_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const sendId = sendIdOf(params.get("send"));
  const title = t("list.resultTitle");
  return (
    <Stack gap="md" p="md" maw={1200}>
      <PageTitle title={title} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {title}
      </Title>
      {sendId === null ? (
        <>
          <Text size="sm" c="dimmed">
            {t("list.resultLead")}
          </Text>
          <SafetySendList screen="results" onDashboard={(id) => setParams(withSend(params, id))} />
        </>
      ) : (
        <SafetyDashboardView key={sendId} id={sendId} onBack={() => setParams(withSend(params, null))} />
      )}
    </Stack>
  );
}
