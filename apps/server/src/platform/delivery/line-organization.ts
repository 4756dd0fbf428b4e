import { HTTPFetchError } from "@line/bot-sdk";
import type { Db } from "../../db/client";
import type { SecretBox } from "../auth/secret-box";
import { type LineQuota, lineApi } from "./channels/line-api";
import type { LineChannelOptions } from "./channels/line-channel";
import { countLineLinks } from "./line-links";
import { findLineMessaging, type OrganizationScope } from "./line-messaging-settings";

export interface LineOrganizationState {
  /** A channel access token is stored. */
  configured: boolean;
  /** Deliveries use LINE for linked members. */
  enabled: boolean;
  /** Members of the organisation who linked LINE from the member app. */
  linkedMembers: number;
  /** This month's limit and use, read from LINE now; null when not configured or unreadable. */
  quota: LineQuota | null;
  /** Why the quota could not be read, in Japanese. */
  quotaError: string | null;
}

function quotaFailure(err: unknown): string {
  if (err instanceof HTTPFetchError && err.status === 401)
    return "チャネルアクセストークンが無効です。LINE Developersで発行したトークンを確認してください。";
  if (err instanceof HTTPFetchError) return `LINEから送信数を取得できませんでした（${err.status}）。`;
  return "LINEに接続できなかったため、送信数を取得できませんでした。";
}

/** The organisation's official account as the settings screen shows it, with the quota read from LINE. */
export async function lineOrganization(
  db: Db,
  box: SecretBox,
  options: LineChannelOptions,
  scope: OrganizationScope,
  asked: { quota: boolean } = { quota: true },
): Promise<LineOrganizationState> {
  const setting = await findLineMessaging(db, box, scope);
  const linkedMembers = await countLineLinks(db, scope.tenantId, scope.organizationId);
  const state = { configured: setting.channelAccessToken !== null, enabled: setting.enabled, linkedMembers };
  if (!setting.channelAccessToken || !asked.quota) return { ...state, quota: null, quotaError: null };
  try {
    const quota = await lineApi(options.apiUrl, setting.channelAccessToken, options.timeoutMs).quota();
    return { ...state, quota, quotaError: null };
  } catch (err) {
    return { ...state, quota: null, quotaError: quotaFailure(err) };
  }
}
