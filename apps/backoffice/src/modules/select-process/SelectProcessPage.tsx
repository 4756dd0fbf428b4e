import { ProcessMode } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Button, Radio, SegmentedControl, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { LogoutLink } from "../../app/public/LogoutLink";
import { PublicLayout } from "../../app/public/PublicLayout";
import { WithLoginUser } from "../../app/public/WithLoginUser";
import { type LoginUser, selectProcess } from "../../app/session";
import { processSelection, usePageInfo } from "../../app/session/session-store";

const keyOf = (o: { systemCd: number; organizationCd: string }) => `${o.systemCd}:${o.organizationCd}`;

function Chooser({ user }: { user: LoginUser }) {
  const { t } = useTranslation("backoffice");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const organizations = user.organizations;
  const [orgKey, setOrgKey] = useState(() =>
    organizations.some((o) => keyOf(o) === keyOf(user)) ? keyOf(user) : keyOf(organizations[0] ?? user),
  );
  const chosen = organizations.find((o) => keyOf(o) === orgKey);
  const modes = chosen?.processModes.length ? chosen.processModes : [ProcessMode.NORMAL];
  const [mode, setMode] = useState(user.processMode);
  const processMode = modes.includes(mode) ? mode : (modes[0] as number);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    try {
      await selectProcess({ systemCd: chosen.systemCd, organizationCd: chosen.organizationCd, processMode });
    } catch {
      return; // shown by the HTTP helper
    }
    processSelection.markDone();
    navigate("/home", { replace: true });
    // Menus, parameters and every screen's data belong to the organisation and mode: start afresh.
    // Reset in the same tick, before the gate renders, so it never shows the old mode's menu.
    void queryClient.resetQueries();
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="lg">
        <Radio.Group label={t("selectProcess.organization")} value={orgKey} onChange={setOrgKey}>
          <Stack gap="xs" mt="xs">
            {organizations.map((o) => (
              <Radio.Card key={keyOf(o)} value={keyOf(o)} radius="md" p="sm">
                <Stack gap={0}>
                  <Text fw={500}>{o.name}</Text>
                  <Text size="xs" c="dimmed">
                    {o.processModes.map((m) => ProcessMode.label(m)).join(" / ")}
                  </Text>
                </Stack>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {modes.length > 1 && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t("selectProcess.processMode")}
            </Text>
            <SegmentedControl
              fullWidth
              value={String(processMode)}
              onChange={(value) => setMode(Number(value))}
              data={modes.map((m) => ({ value: String(m), label: ProcessMode.label(m) }))}
            />
          </Stack>
        )}
        <Button type="submit" size="md" disabled={!chosen}>
          {t("selectProcess.submit")}
        </Button>
        <LogoutLink />
      </Stack>
    </form>
  );
}

/** /SelectProcess: a user with several organisations or process modes picks where to work. */
export function SelectProcessPage() {
  const { t } = useTranslation("backoffice");
  usePageInfo("SelectProcess", t("selectProcess.title"));
  return (
    <WithLoginUser>
      {(user) => (
        <PublicLayout title={t("selectProcess.title")} lead={t("selectProcess.lead")} width={480}>
          <Chooser user={user} />
        </PublicLayout>
      )}
    </WithLoginUser>
  );
}
