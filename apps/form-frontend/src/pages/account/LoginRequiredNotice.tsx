import { useTranslation } from "@gakumu/ui";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconLogin2, IconUserPlus } from "@tabler/icons-react";
import { openLoginModal } from "../../auth/login-modal-store";

/** For logged-out visitors of mypage, form list and profile (spec §6: those are for form users). */
export function LoginRequiredNotice({ message }: { message: string }) {
  const { t } = useTranslation("form");
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <Stack gap="md">
        <Text style={{ wordBreak: "auto-phrase" }}>{message}</Text>
        <Group grow preventGrowOverflow={false} wrap="wrap">
          <Button size="md" leftSection={<IconLogin2 size={18} />} onClick={() => openLoginModal("login")}>
            {t("sidebar.login")}
          </Button>
          <Button
            size="md"
            variant="default"
            leftSection={<IconUserPlus size={18} />}
            onClick={() => openLoginModal("register")}
          >
            {t("mypage.register")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
