import { useTranslation } from "@gakumu/ui";
import { Button, Group, List, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { HttpError, notifyHttpError } from "../../app/http";
import { type FormDetail, formsApi } from "./forms-api";
import { FORMS_NAMESPACE } from "./i18n";

function IssuesBody({ messages, onClose }: { messages: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <Stack gap="md">
      <Text size="sm">{t("actions.issuesLead")}</Text>
      <List size="sm" spacing={4} c="red.8">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t("actions.close")}
        </Button>
      </Group>
    </Stack>
  );
}

/** The reasons a form cannot be published, as a list in a dialog (from the server or the client). */
export function showPublishIssues(title: string, messages: readonly string[]): void {
  const id = modals.open({
    title,
    centered: true,
    children: <IssuesBody messages={[...new Set(messages)]} onClose={() => modals.close(id)} />,
  });
}

/**
 * POST …/publish. The server refuses a form with problems (checkFormForPublish) with every problem
 * in the error details: they are shown as one list rather than a toast with the first of them.
 * Resolves null when the form was not published (the reason already shown).
 */
export async function publishOrShowIssues(
  formId: number,
  version: number,
  issuesTitle: string,
): Promise<FormDetail | null> {
  try {
    return await formsApi.publish(formId, version, { notify: false });
  } catch (error) {
    if (error instanceof HttpError && error.details.length > 0)
      showPublishIssues(
        issuesTitle,
        error.details.map((d) => d.message),
      );
    else notifyHttpError(error);
    return null;
  }
}
