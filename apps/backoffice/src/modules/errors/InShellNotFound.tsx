import { useTranslation } from "@gakumu/ui";
import { IconMapOff } from "@tabler/icons-react";
import { ShellMessage } from "../../app/shell/ShellMessage";

/** Not found within the shell, so the menu stays at hand (the public /404 is a full page). */
export function InShellNotFound() {
  const { t } = useTranslation("ui");
  return (
    <ShellMessage
      icon={<IconMapOff size={32} stroke={1.5} />}
      code="404"
      title={t("pages.notFoundTitle")}
      message={t("pages.notFoundMessage")}
    />
  );
}
