import { useTranslation } from "@gakumu/ui";
import { IconTools } from "@tabler/icons-react";
import { ShellMessage } from "./ShellMessage";

/** An allowed menu whose screen is not built yet: say so plainly rather than show anything fake. */
export function ComingSoonPage({ name }: { name: string }) {
  const { t } = useTranslation("backoffice");
  return (
    <ShellMessage
      icon={<IconTools size={32} stroke={1.5} />}
      pageTitle={name}
      title={t("shell.comingSoonTitle")}
      message={t("shell.comingSoonMessage", { name })}
    />
  );
}
