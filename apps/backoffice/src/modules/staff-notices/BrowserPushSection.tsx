import { notify, useTranslation } from "@gakumu/ui";
import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconBell, IconBellOff } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import {
  type BrowserPushState,
  browserPushState,
  disableBrowserPush,
  enableBrowserPush,
} from "./browser-push";
import { STAFF_NOTICES_NAMESPACE } from "./i18n";

/** 「このブラウザで通知を受け取る」: the browser's permission prompt and this browser's subscription. */
export function BrowserPushSection() {
  const { t } = useTranslation(STAFF_NOTICES_NAMESPACE);
  const [state, setState] = useState<BrowserPushState | null>(null);
  const [working, setWorking] = useState(false);
  useEffect(() => {
    void browserPushState().then(setState, () => setState("off"));
  }, []);
  const run = async (work: () => Promise<BrowserPushState>, done: string) => {
    setWorking(true);
    try {
      const next = await work();
      setState(next);
      if (next === "on" || next === "off") notify.success({ message: done });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Paper withBorder p="md" maw={720}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t("browser.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("browser.lead")}
        </Text>
        {state === "unsupported" && <Alert color="gray">{t("browser.unsupported")}</Alert>}
        {state === "denied" && <Alert color="yellow">{t("browser.denied")}</Alert>}
        {state === "on" && (
          <Text size="sm" c="green.8">
            {t("browser.enabled")}
          </Text>
        )}
        <Group>
          {(state === "off" || state === "denied") && (
            <Button
              leftSection={<IconBell size={18} />}
              loading={working}
              onClick={() => void run(enableBrowserPush, t("browser.enabledNow"))}
              data-operation-id="notice-setting-browser-enable"
            >
              {t("browser.enable")}
            </Button>
          )}
          {state === "on" && (
            <Button
              variant="default"
              leftSection={<IconBellOff size={18} />}
              loading={working}
              onClick={() => void run(disableBrowserPush, t("browser.disabledNow"))}
              data-operation-id="notice-setting-browser-disable"
            >
              {t("browser.disable")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
