import { ProcessMode } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { SegmentedControl } from "@mantine/core";
import { useShellData } from "../shell-data";
import { useSwitchProcess } from "./use-switch-process";

/** The process modes the current organisation uses; null when it has only one (nothing to switch). */
export function useOrganizationModes(): number[] | null {
  const { loginUser } = useShellData();
  const current = loginUser.organizations.find(
    (o) => o.systemCd === loginUser.systemCd && o.organizationCd === loginUser.organizationCd,
  );
  const modes = current?.processModes ?? [];
  return modes.length > 1 ? modes : null;
}

/** 通常 / 卒業生 / 入試 / 関係者 switch in the header (wide screens; phones use the user menu). */
export function ProcessModeSwitch() {
  const { t } = useTranslation("backoffice");
  const { loginUser } = useShellData();
  const modes = useOrganizationModes();
  const switchProcess = useSwitchProcess();
  if (!modes) return null;
  return (
    <SegmentedControl
      size="xs"
      aria-label={t("shell.processMode")}
      value={String(loginUser.processMode)}
      data={modes.map((mode) => ({ value: String(mode), label: ProcessMode.label(mode) }))}
      onChange={(value) =>
        void switchProcess({
          systemCd: loginUser.systemCd,
          organizationCd: loginUser.organizationCd,
          processMode: Number(value),
        }).catch(() => undefined /* toasted by the HTTP helper; the switch stays on the old mode */)
      }
    />
  );
}
