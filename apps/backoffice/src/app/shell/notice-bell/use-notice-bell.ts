import type { StaffNoticeList } from "@gakumu/domain";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { staffNoticeKeys, staffNoticesApi } from "../../../modules/staff-notices/staff-notices-api";
import { withAllRead, withNoticeRead } from "./bell-state";

/**
 * Changes the cached list at once (the badge drops on the click), and after the server answered, right
 * or wrong, reads the list again so the cache ends as the server has it.
 */
function optimistic<V>(
  queryClient: QueryClient,
  change: (list: StaffNoticeList, value: V) => StaffNoticeList,
) {
  const key = staffNoticeKeys.recent();
  return {
    onMutate: async (value: V) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<StaffNoticeList>(key, (list) => (list ? change(list, value) : list));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

/**
 * The caller's latest notices and unread count, shared with the 通知設定 screen's list. The shell's
 * live channel (LiveNotices) invalidates this query for each new notice, so the bell needs no stream
 * of its own; coming back to the tab reads it again for notices that came by mail only.
 */
export function useNoticeBell() {
  const queryClient = useQueryClient();
  const recent = useQuery({
    queryKey: staffNoticeKeys.recent(),
    queryFn: ({ signal }) => staffNoticesApi.recent(signal),
    refetchOnWindowFocus: "always",
  });
  const markOne = useMutation({
    mutationFn: (id: number) => staffNoticesApi.markOneRead(id),
    ...optimistic(queryClient, withNoticeRead),
  });
  const markAll = useMutation({
    mutationFn: () => staffNoticesApi.markRead(),
    ...optimistic<void>(queryClient, (list) => withAllRead(list)),
  });
  return { recent, markOne, markAll };
}
