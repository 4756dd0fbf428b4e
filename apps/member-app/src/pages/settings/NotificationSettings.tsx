import { Alert, Card, Group, Loader, Stack, Switch, Text, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { errorMessage } from "../../http/member-http";
import { type PushState, readPushState, turnPushOff, turnPushOn } from "../../push/push-subscription";

const EXPLANATION: Record<Exclude<PushState, "on" | "off">, string> = {
  unsupported:
    "このブラウザでは通知を受け取れません。iPhone の場合は、共有メニューから「ホーム画面に追加」した学務アプリを開いて設定してください。通知の代わりにメールでお知らせが届きます。",
  denied:
    "このサイトの通知がブラウザで拒否されています。ブラウザ（または端末）の設定でこのサイトの通知を許可してから、もう一度お試しください。",
};

/** 通知: this device's Web Push, switched by the member (the browser asks only after the tap). */
export function NotificationSettings() {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    readPushState()
      .then((s) => current && setState(s))
      .catch(() => current && setState("unsupported"));
    return () => {
      current = false;
    };
  }, []);

  const toggle = async (on: boolean) => {
    setBusy(true);
    setFailure(null);
    try {
      setState(await (on ? turnPushOn() : turnPushOff()));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          通知
        </Title>
        {state === null ? (
          <Loader size="sm" aria-label="読み込み中" />
        ) : state === "on" || state === "off" ? (
          <Group justify="space-between" wrap="nowrap" gap="md">
            <Text fz="sm">このスマートフォンに新しいお知らせを通知する</Text>
            <Switch
              size="lg"
              checked={state === "on"}
              disabled={busy}
              aria-label="このスマートフォンに通知する"
              onChange={(event) => void toggle(event.currentTarget.checked)}
            />
          </Group>
        ) : (
          <Alert color="yellow" role="note">
            {EXPLANATION[state]}
          </Alert>
        )}
        {state === "on" && (
          <Text fz="xs" c="dimmed">
            通知はオンです。届いたお知らせはこの端末に表示されます。
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
