import { http, requestJson } from "../../app/http";

// The organisation-setting screen's calls (server: modules/organization-settings/organization-settings.routes.ts).
const BASE = "/app/api/v2/organization-setting";

export interface IpRange {
  cidr: string;
  note: string;
}

export interface IpRangesResponse {
  /** Empty: every address is allowed. */
  ranges: IpRange[];
  /** The address the server sees this browser connect from. */
  currentIp: string;
}

export interface LineChannelSetting {
  /** Channel ID and secret are both set: the forms offer LINE Login. */
  configured: boolean;
  channelId: string;
  /** To register in the LINE Developers console. */
  callbackUrl: string;
}

/** The stored logo (PNG); a query value changes the URL after each upload so the image is refetched. */
export const logoUrl = (revision: number) => `${BASE}/logo?r=${revision}`;

export interface AnalyticsSetting {
  ga4Ids: string[];
  gtmIds: string[];
}

export interface MailSenderSetting {
  senderMailAddress: string;
  /** MAIL_FROM's address, used while the organisation has none of its own. */
  platformSenderMailAddress: string;
}

export const organizationSettingsApi = {
  mailSender: () => requestJson<MailSenderSetting>("GET", `${BASE}/mail-sender`),
  saveMailSender: (senderMailAddress: string) =>
    requestJson<MailSenderSetting>("PUT", `${BASE}/mail-sender`, { senderMailAddress }),
  analytics: () => requestJson<AnalyticsSetting>("GET", `${BASE}/analytics`),
  saveAnalytics: (body: AnalyticsSetting) => requestJson<AnalyticsSetting>("PUT", `${BASE}/analytics`, body),
  uploadLogo: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return http.upload<{ logoSet: boolean }>(`${BASE}/logo`, form, undefined, { enrich: false });
  },
  removeLogo: () => requestJson<{ logoSet: boolean }>("DELETE", `${BASE}/logo`),
  lineChannel: () => requestJson<LineChannelSetting>("GET", `${BASE}/line-channel`),
  saveLineChannel: (body: { channelId: string; channelSecret: string }) =>
    requestJson<LineChannelSetting>("PUT", `${BASE}/line-channel`, body),
  removeLineChannel: () => requestJson<LineChannelSetting>("DELETE", `${BASE}/line-channel`),
  ipRanges: () => requestJson<IpRangesResponse>("GET", `${BASE}/ip-ranges`),
  saveIpRanges: (ranges: IpRange[]) => requestJson<IpRangesResponse>("PUT", `${BASE}/ip-ranges`, { ranges }),
};
