import { rules, validate } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { useReadOnly } from "../../app/read-only";
import { ORGANIZATION_SETTINGS_NAMESPACE } from "./i18n";
import { useMailSender, useSaveMailSender } from "./queries";

/** 「メールの送信元」: the organisation's sender address, checked with the domain's mail rule as the server does. */
export function MailSenderSection() {
  const { t } = useTranslation(ORGANIZATION_SETTINGS_NAMESPACE);
  const readOnly = useReadOnly();
  const setting = useMailSender();
  const save = useSaveMailSender();
  const [address, setAddress] = useState("");
  const [showError, setShowError] = useState(false);

  useEffect(() => {
    if (setting.data) setAddress(setting.data.senderMailAddress);
  }, [setting.data]);

  const error = validate(address.trim(), rules.maxLength(254), rules.email());

  const submit = async () => {
    setShowError(true);
    if (error) return;
    try {
      await save.mutateAsync(address.trim());
      setShowError(false);
      notify.success({ message: t("mailSender.saved") });
    } catch {
      // The HTTP helper has shown the server's message.
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 16, sm: 18 }}>
          {t("mailSender.title")}
        </Title>
        <Text size="sm">{t("mailSender.lead")}</Text>
        <TextInput
          label={t("mailSender.address")}
          placeholder={t("mailSender.placeholder")}
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          readOnly={readOnly}
          error={showError && error}
          description={
            setting.data
              ? t("mailSender.platformDefault", { address: setting.data.platformSenderMailAddress })
              : undefined
          }
        />
        <Group justify="flex-end">
          <ActionButton onClick={submit} loading={save.isPending} disabled={!setting.data}>
            {t("mailSender.save")}
          </ActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}
