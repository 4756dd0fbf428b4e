import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import {
  Badge,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useEffect, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { useReadOnly } from "../../app/read-only";
import { ORGANIZATION_SETTINGS_NAMESPACE } from "./i18n";
import { organizationSettingsApi } from "./organization-settings-api";
import { useLineChannel, useLineChannelMutation } from "./queries";

/**
 * 「LINEログイン連携」: the LINE Login channel the organisation's forms sign in with. The secret is
 * write-only: the server never sends it back, and an empty box keeps the stored one.
 */
export function LineChannelSection() {
  const { t } = useTranslation(ORGANIZATION_SETTINGS_NAMESPACE);
  const readOnly = useReadOnly();
  const setting = useLineChannel();
  const save = useLineChannelMutation(organizationSettingsApi.saveLineChannel);
  const remove = useLineChannelMutation(organizationSettingsApi.removeLineChannel);
  const [channelId, setChannelId] = useState("");
  const [channelSecret, setChannelSecret] = useState("");
  const [errors, setErrors] = useState<{ channelId?: string; channelSecret?: string }>({});

  useEffect(() => {
    if (setting.data) setChannelId(setting.data.channelId);
  }, [setting.data]);

  const configured = setting.data?.configured ?? false;

  const submit = async () => {
    const found = {
      channelId: /^\d{6,20}$/.test(channelId.trim()) ? undefined : t("line.channelIdFormat"),
      channelSecret: !configured && channelSecret.trim() === "" ? t("line.secretRequired") : undefined,
    };
    setErrors(found);
    if (found.channelId || found.channelSecret) return;
    try {
      await save.mutateAsync({ channelId: channelId.trim(), channelSecret: channelSecret.trim() });
      setChannelSecret("");
      notify.success({ message: t("line.saved") });
    } catch {
      // The HTTP helper has shown the server's message.
    }
  };

  const disconnect = async () => {
    if (!(await confirmDialog({ message: t("line.removeConfirm") }))) return;
    try {
      await remove.mutateAsync(undefined);
      setChannelSecret("");
      notify.success({ message: t("line.removed") });
    } catch {
      // Shown by the HTTP helper.
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} fz={{ base: 16, sm: 18 }}>
            {t("line.title")}
          </Title>
          {setting.data && (
            <Badge variant="light" color={configured ? "green" : "gray"}>
              {configured ? t("line.configured") : t("line.notConfigured")}
            </Badge>
          )}
        </Group>
        <Text size="sm">{t("line.lead")}</Text>
        {setting.data && (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t("line.callbackUrl")}
            </Text>
            <Code block style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
              {setting.data.callbackUrl}
            </Code>
          </Stack>
        )}
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput
            label={t("line.channelId")}
            value={channelId}
            inputMode="numeric"
            readOnly={readOnly}
            error={errors.channelId}
            onChange={(event) => setChannelId(event.currentTarget.value)}
            miw={220}
          />
          <PasswordInput
            label={t("line.channelSecret")}
            description={configured ? t("line.secretKept") : undefined}
            value={channelSecret}
            readOnly={readOnly}
            autoComplete="new-password"
            error={errors.channelSecret}
            onChange={(event) => setChannelSecret(event.currentTarget.value)}
            miw={260}
          />
        </Group>
        <Group justify="flex-end" gap="xs">
          {configured && (
            <Button
              variant="default"
              color="red"
              disabled={readOnly}
              loading={remove.isPending}
              onClick={disconnect}
            >
              {t("line.remove")}
            </Button>
          )}
          <ActionButton onClick={submit} loading={save.isPending} disabled={!setting.data}>
            {t("line.save")}
          </ActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}
