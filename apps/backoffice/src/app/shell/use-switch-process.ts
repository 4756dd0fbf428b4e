import { ProcessMode } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { type Scope, selectProcess } from "../session";
import { processSelection } from "../session/session-store";

/**
 * Switches the session to another organisation or process mode, then reloads everything: menus,
 * parameters and every module's data depend on both.
 */
export function useSwitchProcess(): (scope: Scope) => Promise<void> {
  const { t } = useTranslation("backoffice");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (scope) => {
    await selectProcess(scope);
    processSelection.markDone();
    // Leave the current screen first: its menu may not exist in the new mode.
    navigate("/home", { replace: true });
    await queryClient.resetQueries();
    notify.success({ message: t("shell.modeSwitched", { mode: ProcessMode.label(scope.processMode) }) });
  };
}
