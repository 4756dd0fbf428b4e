import { useTranslation } from "@gakumu/ui";
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import type { IssuedAccessKey } from "../forms-api";
import { FORMS_NAMESPACE } from "../i18n";
import { MONOSPACE_INPUT } from "../monospace";
import { LinkQrCode } from "./LinkQrCode";

/**
 * The link just issued: the only time its URL exists outside the recipient's mail (the server keeps
 * a hash), so it is shown with a copy button, its QR code and the warning that it will not come back.
 */
export function IssuedLinkPanel({ issued, onDone }: { issued: IssuedAccessKey; onDone: () => void }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  return (
    <Stack gap="sm">
      <Alert color="orange" icon={<IconAlertTriangle size={18} />} p="sm">
        <Text size="sm" fw={500}>
          {t("links.warning")}
        </Text>
      </Alert>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t("links.url")}
          value={issued.url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          styles={MONOSPACE_INPUT}
          style={{ flex: 1 }}
        />
        <CopyButton value={issued.url} timeout={3000}>
          {({ copied, copy }) => (
            <Button
              variant={copied ? "light" : "filled"}
              color={copied ? "teal" : undefined}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              onClick={copy}
            >
              {copied ? t("links.copied") : t("links.copy")}
            </Button>
          )}
        </CopyButton>
      </Group>
      <LinkQrCode url={issued.url} alt={t("links.qr")} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t("links.done")}
        </Button>
      </Group>
    </Stack>
  );
}
