import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { useEffect, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { useReadOnly } from "../../app/read-only";
import { ORGANIZATION_SETTINGS_NAMESPACE } from "./i18n";
import { organizationSettingsApi } from "./organization-settings-api";
import { useLineMessaging, useLineMessagingMutation } from "./queries";

const TOKEN = /^[A-Za-z0-9+/=._-]{20,1000}$/;
const count = (n: number) => n.toLocaleString("ja-JP");

/**
 * 「LINE公式アカウント」: the Messaging API channel deliveries reach LINE-linked members through. The
 * token is write-only (never sent back; an empty box keeps it); the month's quota and use are read
 * from LINE each time the screen opens.
 */
export function LineMessagingSection() {
  const { t } = useTranslation(ORGANIZATION_SETTINGS_NAMESPACE);
  const readOnly = useReadOnly();
  const setting = useLineMessaging();
  const save = useLineMessagingMutation(organizationSettingsApi.saveLineMessaging);
  const remove = useLineMessagingMutation(organizationSettingsApi.removeLineMessaging);
  const [token, setToken] = useState("");
  const [enabled, setEnabled] = useState(false);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (setting.data) setEnabled(setting.data.enabled);
  }, [setting.data]);

  const data = setting.data;
  const configured = data?.configured ?? false;

  const submit = async () => {
    const typed = token.trim();
    const found =
      typed === ""
        ? configured
          ? undefined
          : t("lineMessaging.tokenRequired")
        : TOKEN.test(typed)
          ? undefined
          : t("lineMessaging.tokenFormat");
    setError(found);
    if (found) return;
    try {
      await save.mutateAsync({ channelAccessToken: typed, enabled });
      setToken("");
      notify.success({ message: t("lineMessaging.saved") });
    } catch {
      // The HTTP helper has shown the server's message.
    }
  };

  const disconnect = async () => {
    if (!(await confirmDialog({ message: t("lineMessaging.removeConfirm") }))) return;
    try {
      await remove.mutateAsync(undefined);
      setToken("");
      notify.success({ message: t("lineMessaging.removed") });
    } catch {
      // Shown by the HTTP helper.
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} fz={{ base: 16, sm: 18 }}>
            {t("lineMessaging.title")}
          </Title>
          {data && (
            <Badge variant="light" color={configured && data.enabled ? "green" : "gray"}>
              {configured ? t("lineMessaging.configured") : t("lineMessaging.notConfigured")}
            </Badge>
          )}
        </Group>
        <Text size="sm">{t("lineMessaging.lead")}</Text>
        {data && (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t("lineMessaging.memberCallbackUrl")}
            </Text>
            <Code block style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
              {data.memberCallbackUrl}
            </Code>
          </Stack>
        )}
        {data && (
          <Stack gap={4}>
            <Text size="sm">{t("lineMessaging.linkedMembers", { count: count(data.linkedMembers) })}</Text>
            {data.quota && (
              <Text size="sm" fw={500}>
                {data.quota.limit === null
                  ? t("lineMessaging.quotaUnlimited", { used: count(data.quota.used) })
                  : t("lineMessaging.quota", {
                      used: count(data.quota.used),
                      limit: count(data.quota.limit),
                    })}
              </Text>
            )}
            {data.quota && (
              <Text size="xs" c="dimmed">
                {t("lineMessaging.quotaNote")}
              </Text>
            )}
            {data.quotaError && (
              <Alert color="red" role="alert">
                {data.quotaError}
              </Alert>
            )}
          </Stack>
        )}
        <PasswordInput
          label={t("lineMessaging.token")}
          description={configured ? t("lineMessaging.tokenKept") : undefined}
          value={token}
          readOnly={readOnly}
          autoComplete="new-password"
          error={error}
          onChange={(event) => setToken(event.currentTarget.value)}
        />
        <Switch
          label={t("lineMessaging.enabled")}
          checked={enabled}
          disabled={readOnly}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="xs">
          {configured && (
            <Button
              variant="default"
              color="red"
              disabled={readOnly}
              loading={remove.isPending}
              onClick={disconnect}
            >
              {t("lineMessaging.remove")}
            </Button>
          )}
          <ActionButton onClick={submit} loading={save.isPending} disabled={!data}>
            {t("lineMessaging.save")}
          </ActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}
