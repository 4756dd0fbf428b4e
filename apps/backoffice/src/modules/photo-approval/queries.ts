import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { photoApprovalApi } from "./photo-approval-api";

/** Query keys of the approval screen. */
export const photoApprovalKeys = {
  all: ["photo-approval"] as const,
  list: (page: number) => [...photoApprovalKeys.all, "list", page] as const,
};

// The member screen's photo panel shows the same photos: refresh its keys too (a literal, so the two
// modules do not import each other's queries).
const MEMBER_PHOTO_KEY = ["member-photo"] as const;

export const useWaitingPhotos = (page: number) =>
  useQuery({
    queryKey: photoApprovalKeys.list(page),
    queryFn: () => photoApprovalApi.list(page),
    placeholderData: keepPreviousData,
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: photoApprovalKeys.all }),
      queryClient.invalidateQueries({ queryKey: MEMBER_PHOTO_KEY }),
    ]);
}

export function useApprovePhoto() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ photoId, version }: { photoId: number; version: number }) =>
      photoApprovalApi.approve(photoId, version),
    onSettled: refresh,
  });
}

export function useRejectPhoto() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ photoId, version, reason }: { photoId: number; version: number; reason: string }) =>
      photoApprovalApi.reject(photoId, version, reason),
    onSettled: refresh,
  });
}

export function useApprovePhotos() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (items: { photoId: number; version: number }[]) => photoApprovalApi.approveAll(items),
    onSettled: refresh,
  });
}
