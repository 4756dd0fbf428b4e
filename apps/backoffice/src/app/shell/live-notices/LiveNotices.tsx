import type { StaffNoticeItem } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Stack, Text, UnstyledButton } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { STAFF_NOTICES_NAMESPACE } from "../../../modules/staff-notices/i18n";
import { staffNoticeKeys, staffNoticesApi } from "../../../modules/staff-notices/staff-notices-api";
import { isBackOfficePath, openNoticeStream } from "./live-notice-events";

/**
 * The shell's live notices (spec §7.3, §8.3): each notice for the logged-in staff member arrives over
 * the live channel and shows as an info toast (top right, hides after 5000 ms) with its title and
 * body; clicking it opens the item. Also opens the item a Web Push notification was clicked for.
 */
export function LiveNotices() {
  const { t } = useTranslation(STAFF_NOTICES_NAMESPACE);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const show = (item: StaffNoticeItem) => {
      let id = "";
      // Opening it from the toast reads it, as opening it from the header's bell does.
      const open = () => {
        notifications.hide(id);
        void staffNoticesApi
          .markOneRead(item.id)
          .catch(() => undefined)
          .finally(() => queryClient.invalidateQueries({ queryKey: staffNoticeKeys.recent() }));
        if (isBackOfficePath(item.link)) navigate(item.link);
      };
      id = notify.info({
        title: item.title,
        message: (
          <UnstyledButton
            onClick={open}
            aria-label={`${t("live.open")} ${item.title}`}
            data-staff-notice-id={item.id}
            style={{ display: "block", width: "100%", textAlign: "left" }}
          >
            <Stack gap={2}>
              <Text size="sm" style={{ whiteSpace: "pre-line" }} lineClamp={4}>
                {item.body}
              </Text>
              <Text size="xs" c="blue.7" td="underline">
                {t("live.open")}
              </Text>
            </Stack>
          </UnstyledButton>
        ),
      });
      // The header's bell and the 通知設定 list read the same query: this is what keeps them live.
      void queryClient.invalidateQueries({ queryKey: staffNoticeKeys.recent() });
    };
    return openNoticeStream(show);
  }, [navigate, queryClient, t]);

  useEffect(() => {
    if (typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type === "staff-notice-open" && typeof data.url === "string" && isBackOfficePath(data.url))
        navigate(data.url);
    };
    navigator.serviceWorker.addEventListener("message", onMessage);
    return () => navigator.serviceWorker.removeEventListener("message", onMessage);
  }, [navigate]);

  return null;
}
