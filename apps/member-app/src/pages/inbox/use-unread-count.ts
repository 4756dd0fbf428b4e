import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { fetchUnreadCount, inboxKeys } from "../../api/inbox-api";

/** The member's unread messages; also on the home-screen icon where the browser shows a badge. */
export function useUnreadCount(): number {
  const query = useQuery({
    queryKey: inboxKeys.unread,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    refetchInterval: 60_000,
  });
  const count = query.data?.count ?? 0;
  useEffect(() => {
    if (!query.data || typeof navigator === "undefined") return;
    const badge = navigator as Navigator & {
      setAppBadge?: (n: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    const done = count > 0 ? badge.setAppBadge?.(count) : badge.clearAppBadge?.();
    done?.catch(() => undefined);
  }, [query.data, count]);
  return count;
}
