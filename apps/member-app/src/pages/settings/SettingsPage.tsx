import { PageTitle } from "@gakumu/ui";
import { Button, Card, Stack, Text, Title } from "@mantine/core";
import { IconLogout } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { logout } from "../../api/auth-api";
import { useMember } from "../../app/use-member";
import { clearOfflineData } from "../../push/service-worker";
import { LineSettings } from "./LineSettings";
import { NotificationSettings } from "./NotificationSettings";
import { PasswordSettings } from "./PasswordSettings";

/** 設定: notifications on this device, the LINE link, the password, and signing out. */
export function SettingsPage() {
  const member = useMember();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);

  const signOut = async () => {
    setLeaving(true);
    try {
      await logout();
      await clearOfflineData();
      queryClient.clear();
      navigate("/login", { replace: true });
    } catch {
      setLeaving(false);
    }
  };

  return (
    <Stack gap="md">
      <PageTitle title="設定" />
      <Title order={1} fz="xl">
        設定
      </Title>
      <NotificationSettings />
      <LineSettings />
      <PasswordSettings />
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} fz="md">
            アカウント
          </Title>
          <Text fz="sm">
            {member.name}（{member.organizationName}）
          </Text>
          <Button
            variant="default"
            leftSection={<IconLogout size={18} />}
            loading={leaving}
            onClick={() => void signOut()}
          >
            ログアウト
          </Button>
        </Stack>
      </Card>
    </Stack>
  );
}
