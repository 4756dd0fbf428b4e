import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { fetchLineState, lineKeys, removeLineLink, startLineLink } from "../../api/line-api";
import { errorMessage } from "../../http/member-http";

/**
 * LINE: the member links their LINE account through the school's LINE Login, so messages reach them
 * on LINE when this phone's notifications are off. Hidden when the school offers no LINE Login. LINE's
 * answer comes back to this page as ?line=linked or ?lineError=<message>.
 */
export function LineSettings() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const state = useQuery({
    queryKey: lineKeys.state,
    queryFn: ({ signal }) => fetchLineState(signal),
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (!state.data?.available && !state.data?.linked) return null;
  const data = state.data;
  const linkedNow = params.get("line") === "linked";
  const returnedError = params.get("lineError");
  const dismiss = () => setParams({}, { replace: true });

  const link = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { url } = await startLineLink();
      window.location.assign(url);
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  const unlink = async () => {
    setBusy(true);
    setFailure(null);
    try {
      queryClient.setQueryData(lineKeys.state, await removeLineLink());
      dismiss();
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
          LINE
        </Title>
        {linkedNow && data.linked && (
          <Alert color="green" role="status" withCloseButton onClose={dismiss}>
            LINEと連携しました。
          </Alert>
        )}
        {returnedError && (
          <Alert color="red" role="alert" withCloseButton onClose={dismiss}>
            {returnedError}
          </Alert>
        )}
        {data.linked ? (
          <>
            <Text fz="sm">
              LINEと連携しています{data.displayName ? `（${data.displayName}）` : ""}。
              アプリの通知がオフのときは、学校のLINE公式アカウントからお知らせが届きます。
            </Text>
            {!data.messagingEnabled && (
              <Text fz="xs" c="dimmed">
                現在、学校のLINE公式アカウントからの配信は行われていません。お知らせはメールで届きます。
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" loading={busy} onClick={() => void unlink()}>
                連携を解除
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text fz="sm">
              LINEと連携すると、アプリの通知がオフのときに学校のLINE公式アカウントからお知らせが届きます。
              受け取るには、学校のLINE公式アカウントを友だちに追加してください。
            </Text>
            <Group justify="flex-end">
              <Button color="green" loading={busy} onClick={() => void link()}>
                LINEと連携する
              </Button>
            </Group>
          </>
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
