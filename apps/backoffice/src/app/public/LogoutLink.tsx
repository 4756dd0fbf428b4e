import { useTranslation } from "@gakumu/ui";
import { Button, Center } from "@mantine/core";
import { logout } from "../shell/logout";

/** A way out of the pre-shell steps for someone who logged in with the wrong account. */
export function LogoutLink() {
  const { t } = useTranslation("backoffice");
  return (
    <Center>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        onClick={() => void logout().catch(() => undefined)}
      >
        {t("shell.logout")}
      </Button>
    </Center>
  );
}
