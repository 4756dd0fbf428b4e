import { requestJson } from "../../app/http";

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

export const organizationSettingsApi = {
  ipRanges: () => requestJson<IpRangesResponse>("GET", `${BASE}/ip-ranges`),
  saveIpRanges: (ranges: IpRange[]) => requestJson<IpRangesResponse>("PUT", `${BASE}/ip-ranges`, { ranges }),
};
