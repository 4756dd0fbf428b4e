import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type IpRange,
  type LineChannelSetting,
  type LineMessagingSetting,
  type NotebookLimits,
  organizationSettingsApi,
} from "./organization-settings-api";

/** Query keys of the organisation-setting screen; `all` refreshes every one of them. */
export const organizationSettingKeys = {
  all: ["organization-setting"] as const,
  ipRanges: () => [...organizationSettingKeys.all, "ip-ranges"] as const,
  lineChannel: () => [...organizationSettingKeys.all, "line-channel"] as const,
  lineMessaging: () => [...organizationSettingKeys.all, "line-messaging"] as const,
  analytics: () => [...organizationSettingKeys.all, "analytics"] as const,
  mailSender: () => [...organizationSettingKeys.all, "mail-sender"] as const,
  notebookLimits: () => [...organizationSettingKeys.all, "notebook-limits"] as const,
};

export const useNotebookLimits = () =>
  useQuery({
    queryKey: organizationSettingKeys.notebookLimits(),
    queryFn: organizationSettingsApi.notebookLimits,
  });

export function useSaveNotebookLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (limits: NotebookLimits) => organizationSettingsApi.saveNotebookLimits(limits),
    onSuccess: (saved) => queryClient.setQueryData(organizationSettingKeys.notebookLimits(), saved),
  });
}

export const useMailSender = () =>
  useQuery({ queryKey: organizationSettingKeys.mailSender(), queryFn: organizationSettingsApi.mailSender });

export function useSaveMailSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: organizationSettingsApi.saveMailSender,
    onSuccess: (saved) => queryClient.setQueryData(organizationSettingKeys.mailSender(), saved),
  });
}

export const useAnalytics = () =>
  useQuery({ queryKey: organizationSettingKeys.analytics(), queryFn: organizationSettingsApi.analytics });

export function useSaveAnalytics() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: organizationSettingsApi.saveAnalytics,
    onSuccess: (saved) => queryClient.setQueryData(organizationSettingKeys.analytics(), saved),
  });
}

export const useLineChannel = () =>
  useQuery({ queryKey: organizationSettingKeys.lineChannel(), queryFn: organizationSettingsApi.lineChannel });

/** Saving or removing the channel; the answer is the new state of the setting. */
export function useLineChannelMutation<T>(call: (input: T) => Promise<LineChannelSetting>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => queryClient.setQueryData(organizationSettingKeys.lineChannel(), saved),
  });
}

export const useLineMessaging = () =>
  useQuery({
    queryKey: organizationSettingKeys.lineMessaging(),
    queryFn: organizationSettingsApi.lineMessaging,
  });

/** Saving or removing the official account; the answer is its new state with the quota. */
export function useLineMessagingMutation<T>(call: (input: T) => Promise<LineMessagingSetting>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (saved) => queryClient.setQueryData(organizationSettingKeys.lineMessaging(), saved),
  });
}

export const useIpRanges = () =>
  useQuery({ queryKey: organizationSettingKeys.ipRanges(), queryFn: organizationSettingsApi.ipRanges });

export function useSaveIpRanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ranges: IpRange[]) => organizationSettingsApi.saveIpRanges(ranges),
    onSuccess: (saved) => queryClient.setQueryData(organizationSettingKeys.ipRanges(), saved),
  });
}
