import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import { Button, Center, FileButton, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { IconPhotoUp } from "@tabler/icons-react";
import { useState } from "react";
import { useReadOnly } from "../../app/read-only";
import { ORGANIZATION_SETTINGS_NAMESPACE } from "./i18n";
import { logoUrl, organizationSettingsApi } from "./organization-settings-api";

/**
 * 「ロゴ画像」: the logo of the form frontend's header. The server checks and re-encodes the file;
 * whether one is set is learnt from the image itself (it answers 404 when there is none).
 */
export function LogoSection() {
  const { t } = useTranslation(ORGANIZATION_SETTINGS_NAMESPACE);
  const readOnly = useReadOnly();
  const [revision, setRevision] = useState(0);
  const [present, setPresent] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await call();
      setPresent(null);
      setRevision((r) => r + 1);
      notify.success({ message });
    } catch {
      // The HTTP helper has shown the server's message; the stored logo is unchanged.
    } finally {
      setBusy(false);
    }
  };

  const upload = (file: File | null) => {
    if (file) void run(() => organizationSettingsApi.uploadLogo(file), t("logo.saved"));
  };
  const remove = async () => {
    if (await confirmDialog({ message: t("logo.removeConfirm") }))
      await run(organizationSettingsApi.removeLogo, t("logo.removed"));
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={2} fz={{ base: 16, sm: 18 }}>
          {t("logo.title")}
        </Title>
        <Text size="sm">{t("logo.lead")}</Text>
        <Center bg="gray.0" p="md" mih={96} style={{ borderRadius: 8 }}>
          {present !== false && (
            <Image
              key={revision}
              src={logoUrl(revision)}
              alt={t("logo.alt")}
              mah={100}
              w="auto"
              fit="contain"
              style={{ display: present ? undefined : "none" }}
              onLoad={() => setPresent(true)}
              onError={() => setPresent(false)}
            />
          )}
          {present === false && (
            <Text size="sm" c="dimmed">
              {t("logo.none")}
            </Text>
          )}
        </Center>
        <Group justify="flex-end" gap="xs">
          {present && (
            <Button variant="default" color="red" disabled={readOnly || busy} onClick={remove}>
              {t("logo.remove")}
            </Button>
          )}
          <FileButton onChange={upload} accept="image/png,image/jpeg" disabled={readOnly || busy}>
            {(props) => (
              <Button {...props} leftSection={<IconPhotoUp size={16} />} loading={busy} disabled={readOnly}>
                {t("logo.choose")}
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Paper>
  );
}
