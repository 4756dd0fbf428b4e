import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { memberPhotoApi } from "./member-photo-api";

/** Query keys of the photo panel; the approval screen refreshes `all` after a review. */
export const memberPhotoKeys = {
  all: ["member-photo"] as const,
  member: (memberId: number) => [...memberPhotoKeys.all, memberId] as const,
  /** The member's version is part of the key: the member screen saving the record refreshes the panel. */
  state: (memberId: number, version: number | undefined) =>
    [...memberPhotoKeys.member(memberId), version ?? null] as const,
};

export const useMemberPhotoState = (memberId: number, version: number | undefined) =>
  useQuery({
    queryKey: memberPhotoKeys.state(memberId, version),
    queryFn: () => memberPhotoApi.state(memberId),
  });

export function useUploadMemberPhoto(memberId: number, version: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, memberVersion }: { file: File; memberVersion: number }) =>
      memberPhotoApi.upload(memberId, memberVersion, file),
    onSuccess: (next) => queryClient.setQueryData(memberPhotoKeys.state(memberId, version), next),
    // A stale version (409) means someone else changed the member: show what is there now.
    onError: () => queryClient.invalidateQueries({ queryKey: memberPhotoKeys.member(memberId) }),
  });
}
