import type {
  AnalyticsInput,
  AnalyticsSetting,
  IpRange,
  IpRangesResult,
  LineChannelSetting,
  LineMessagingSetting,
  LogoResult,
  MailSenderSetting,
  NotebookLimits,
  SaveLineChannelInput,
  SaveLineMessagingInput,
} from "@gakumu/domain";
import { http, requestJson } from "../../app/http";

// The organisation-setting screen's calls (server: modules/organization-settings/organization-settings.routes.ts);
// request and result types are the routes' own (@gakumu/domain organization-settings-api.ts).
const BASE = "/app/api/v2/organization-setting";

export type {
  AnalyticsSetting,
  IpRange,
  LineChannelSetting,
  LineMessagingSetting,
  MailSenderSetting,
  NotebookLimits,
} from "@gakumu/domain";

/** The stored logo (PNG); a query value changes the URL after each upload so the image is refetched. */
export const logoUrl = (revision: number) => `${BASE}/logo?r=${revision}`;

export const organizationSettingsApi = {
  mailSender: () => requestJson<MailSenderSetting>("GET", `${BASE}/mail-sender`),
  saveMailSender: (senderMailAddress: string) =>
    requestJson<MailSenderSetting>("PUT", `${BASE}/mail-sender`, { senderMailAddress }),
  analytics: () => requestJson<AnalyticsSetting>("GET", `${BASE}/analytics`),
  saveAnalytics: (body: AnalyticsInput) => requestJson<AnalyticsSetting>("PUT", `${BASE}/analytics`, body),
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return http.upload<LogoResult>(`${BASE}/logo`, form, undefined, { enrich: false });
  },
  removeLogo: () => requestJson<LogoResult>("DELETE", `${BASE}/logo`),
  lineChannel: () => requestJson<LineChannelSetting>("GET", `${BASE}/line-channel`),
  saveLineChannel: (body: SaveLineChannelInput) =>
    requestJson<LineChannelSetting>("PUT", `${BASE}/line-channel`, body),
  removeLineChannel: () => requestJson<LineChannelSetting>("DELETE", `${BASE}/line-channel`),
  lineMessaging: () => requestJson<LineMessagingSetting>("GET", `${BASE}/line-messaging`),
  saveLineMessaging: (body: SaveLineMessagingInput) =>
    requestJson<LineMessagingSetting>("PUT", `${BASE}/line-messaging`, body),
  removeLineMessaging: () => requestJson<LineMessagingSetting>("DELETE", `${BASE}/line-messaging`),
  ipRanges: () => requestJson<IpRangesResult>("GET", `${BASE}/ip-ranges`),
  saveIpRanges: (ranges: IpRange[]) => requestJson<IpRangesResult>("PUT", `${BASE}/ip-ranges`, { ranges }),
  /** The notebooks' upload limits in MB (read by the notebook editor's uploads on the server). */
  notebookLimits: () => requestJson<NotebookLimits>("GET", `${BASE}/notebook-limits`),
  saveNotebookLimits: (limits: NotebookLimits) =>
    requestJson<NotebookLimits>("PUT", `${BASE}/notebook-limits`, limits),
};
