import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type IpRange, organizationSettingsApi } from "./organization-settings-api";

/** Query keys of the organisation-setting screen; `all` refreshes every one of them. */
export const organizationSettingKeys = {
  all: ["organization-setting"] as const,
  ipRanges: () => [...organizationSettingKeys.all, "ip-ranges"] as const,
};

export const useIpRanges = () =>
  useQuery({ queryKey: organizationSettingKeys.ipRanges(), queryFn: organizationSettingsApi.ipRanges });

export function useSaveIpRanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ranges: IpRange[]) => organizationSettingsApi.saveIpRanges(ranges),
    onSuccess: (saved) => queryClient.setQueryData(organizationSettingKeys.ipRanges(), saved),
  });
}
