import { useTranslation } from "@gakumu/ui";
import { Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { LOGIN_USERS_NAMESPACE } from "./i18n";

export interface ShownPassword {
  name: string;
  password: string;
}

/**
 * Shows a generated initial password once. The server keeps only its hash, so closing this is the
 * last chance to read it; the modal asks for an explicit close rather than closing on an outside click.
 */
export function GeneratedPasswordModal({ shown, onClose }: { shown: ShownPassword; onClose: () => void }) {
  const { t } = useTranslation(LOGIN_USERS_NAMESPACE);
  return (
    <Modal opened onClose={onClose} title={t("password.title")} centered closeOnClickOutside={false}>
      <Stack gap="md">
        <Text size="sm">{t("password.lead", { name: shown.name })}</Text>
        <Code block fz="lg" ta="center" data-testid="generated-password">
          {shown.password}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={shown.password}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                color={copied ? "teal" : undefined}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                onClick={copy}
              >
                {copied ? t("password.copied") : t("password.copy")}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t("password.close")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
