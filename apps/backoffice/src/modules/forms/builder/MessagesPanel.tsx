import { FormMessageType } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Stack, Text, Textarea } from "@mantine/core";
import { EditFields } from "../../../app/EditFields";
import { FORMS_NAMESPACE } from "../i18n";
import { useBuilder } from "./builder-context";

/**
 * The messages of types 1–5 (受付開始前, 受付終了, 回答完了, 定員到達, 回答済み; labels from the
 * domain). Rich text as HTML, sanitised by the server like the description.
 */
export function MessagesPanel() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { state, dispatch, readOnly } = useBuilder();
  return (
    <EditFields readOnly={readOnly}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t("messages.lead")}
        </Text>
        {FormMessageType.entries.map((entry) => (
          <Textarea
            key={entry.code}
            label={t("messages.label", { type: entry.label, code: entry.code })}
            value={state.messages[entry.code]}
            onChange={(event) =>
              dispatch({ type: "message", messageType: entry.code, bodyHtml: event.currentTarget.value })
            }
            autosize
            minRows={2}
            maxRows={10}
          />
        ))}
      </Stack>
    </EditFields>
  );
}
