import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { BusyOverlay } from "../busy/BusyOverlay";
import { i18n } from "../i18n";
import { NOTIFY_AUTO_CLOSE_MS } from "../notify/notify";
import { gakumuCssVariables, gakumuTheme } from "../theme/theme";

export interface GakumuProvidersProps {
  /** Given by the app so each SPA (and each test) owns its cache and defaults. */
  queryClient: QueryClient;
  children: ReactNode;
  /** "test" turns off Mantine transitions and portals (component tests only). */
  env?: "default" | "test";
}

function LocalisedModals({ children }: { children: ReactNode }) {
  const { t } = useTranslation("ui");
  return (
    <ModalsProvider
      labels={{ confirm: t("common.yes"), cancel: t("common.no") }}
      modalProps={{ centered: true, closeOnEscape: true }}
    >
      {children}
    </ModalsProvider>
  );
}

/**
 * Everything a Gakumu screen needs around it: theme, i18n, toasts, modals, busy overlay, queries.
 * No DatesProvider: dates are native inputs (ClampedDateInput), the phone's own pickers; @mantine/dates
 * and dayjs are not used, and would only weigh on the form frontend's first load (issue 5).
 */
export function GakumuProviders({ queryClient, children, env = "default" }: GakumuProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={gakumuTheme}
          cssVariablesResolver={gakumuCssVariables}
          defaultColorScheme="light"
          env={env}
        >
          <Notifications position="top-right" autoClose={NOTIFY_AUTO_CLOSE_MS} limit={5} />
          <BusyOverlay />
          <LocalisedModals>{children}</LocalisedModals>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
