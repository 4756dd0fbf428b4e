import { useQuery } from "@tanstack/react-query";
import { formApi } from "../../api/form-api";

export const formUserMeKey = ["form-user", "me", "profile"] as const;

/** The logged-in user's profile (GET /app/form-api/form-user/me). */
export function useFormUserProfile(enabled: boolean) {
  return useQuery({
    queryKey: formUserMeKey,
    queryFn: () => formApi.me({ busy: false }),
    enabled,
    retry: false,
    staleTime: 0,
  });
}
