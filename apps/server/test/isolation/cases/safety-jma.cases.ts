import { own, query, type RouteCases } from "../route-case";

// 自動配信設定: the organisation's JMA rule, its options, the event log and the feed status. Every
// route reads the caller's own organisation; none takes an id in its path. Another school's staff in
// a rule's body is refused with 400 (safety-jma.http.test.ts), not covered here.

const BASE = "/app/api/v2/safety-auto";

export const safetyJmaCases: RouteCases = {
  [`GET ${BASE}/rule`]: own(() => [{ url: `${BASE}/rule` }]),
  [`PUT ${BASE}/rule`]: own(() => [
    {
      url: `${BASE}/rule`,
      payload: {
        enabled: false,
        prefectureCodes: ["13"],
        thresholdIntensity: "5+",
        tsunamiLevel: null,
        tsunamiAreaCodes: [],
        guardDelayMinutes: 3,
        target: {},
        staffLoginUserIds: [],
      },
    },
  ]),
  [`GET ${BASE}/options`]: own(() => [{ url: `${BASE}/options` }]),
  [`GET ${BASE}/log`]: own(() => [{ url: `${BASE}/log${query({ page: 1 })}` }]),
  [`GET ${BASE}/feed-status`]: own(() => [{ url: `${BASE}/feed-status` }]),
  [`GET ${BASE}/staff-alerts`]: own(() => [{ url: `${BASE}/staff-alerts` }]),
  [`PUT ${BASE}/staff-alerts`]: own(() => [
    { url: `${BASE}/staff-alerts`, payload: { staffLoginUserIds: [], noContactMinutes: 30 } },
  ]),
};
