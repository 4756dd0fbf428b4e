import {
  atLeast,
  type IntensityCode,
  intensityLabel,
  intensityRank,
  maxIntensity,
  type ThresholdIntensity,
  TSUNAMI_LEVEL_LABELS,
  type TsunamiLevel,
  tsunamiLevelRank,
} from "@gakumu/domain";
import type { JmaDocument } from "./jma-document";

// What one JMA report means for one organisation, from its rule and what earlier reports decided for
// it. Pure: the caller stores the answer and schedules or cancels the send.
//
// - Status 訓練/試験 never sends (JMA's drills and tests look exactly like the real thing otherwise).
// - 取消 within the guard delay cancels the waiting send of that EventID; after it, the send is out
//   and the staff told of it are told of the 取消, to decide whether members should hear of it.
//   A report whose 取消 is already known (fetched first or in the same read) never sends.
// - A report issued (Control/DateTime) longer ago than the age limit never sends: it is news of a quake
//   the school has long dealt with (a fresh install, a poller back from an outage). A 取消 still counts.
// - One send per EventID, kind and organisation; a later report of the same EventID that is stronger
//   in the school's area sends again (and replaces a send still waiting).
// - An earthquake within 6 hours of an earlier sent one that shook the same prefectures of the school
//   is an aftershock: staff only, unless it is stronger than the strongest of those.

export const AFTERSHOCK_WINDOW_MS = 6 * 60 * 60 * 1000;

export interface OrgRule {
  enabled: boolean;
  prefectureCodes: string[];
  thresholdIntensity: ThresholdIntensity;
  tsunamiLevel: TsunamiLevel | null;
  tsunamiAreaCodes: string[];
}

/** What is known of the report beyond the organisation's own history (platform-wide). */
export interface ReportFacts {
  /** A 取消 of the report's EventID and kind has been fetched: JMA withdrew it. */
  cancelReported: boolean;
  /** The time of the decision, to tell the report's age. */
  now: Date;
  /** Reports issued longer ago are ignored (JMA_MAX_REPORT_AGE_MINUTES). */
  maxReportAgeMinutes: number;
}

export type DecisionKind = "TRIGGER" | "AFTERSHOCK" | "CANCEL" | "IGNORE";
export type SendState = "WAITING" | "SENT" | "CANCELED";

/** An earlier decision of the same organisation, as stored. */
export interface PastDecision {
  id: number;
  eventId: string;
  kind: "earthquake" | "tsunami";
  decision: DecisionKind;
  sendState: SendState | null;
  /** The intensity code or tsunami level it was decided on. */
  strength: string | null;
  areaCodes: string[];
  reportedAt: Date;
}

export interface Decision {
  decision: DecisionKind;
  /** Why, in Japanese, for the event log. */
  reason: string;
  /** The school-relevant strength: the intensity code in its prefectures, or the tsunami level. */
  strength: string | null;
  strengthLabel: string | null;
  /** The school's prefectures or 津波予報区 the report concerns, codes and names. */
  areaCodes: string[];
  areaNames: string[];
  /** Waiting sends this report cancels (a 取消, or a stronger report of the same EventID). */
  cancelIds: number[];
  /** Sends already out whose report this 取消 withdraws: their staff are told. */
  withdrawnSentIds: number[];
}

const ignore = (reason: string, extra: Partial<Decision> = {}): Decision => ({
  decision: "IGNORE",
  reason,
  strength: null,
  strengthLabel: null,
  areaCodes: [],
  areaNames: [],
  cancelIds: [],
  withdrawnSentIds: [],
  ...extra,
});

const isLive = (d: PastDecision) =>
  (d.decision === "TRIGGER" || d.decision === "AFTERSHOCK") && d.sendState !== "CANCELED";

interface Match {
  strength: string;
  rank: number;
  label: string;
  areaCodes: string[];
  areaNames: string[];
}

function earthquakeMatch(doc: JmaDocument, rule: OrgRule): Match | null | string {
  const chosen = new Set(rule.prefectureCodes);
  const hits = doc.prefectures.filter((p) => chosen.has(p.code) && p.maxIntensity !== null);
  if (doc.prefectures.length === 0) return "国内で震度の観測がない情報です";
  let strongest: IntensityCode | null = null;
  for (const p of hits) strongest = maxIntensity(strongest, p.maxIntensity);
  if (!strongest || !atLeast(strongest, rule.thresholdIntensity))
    return `設定した都道府県で${intensityLabel(rule.thresholdIntensity)}以上の観測がありません`;
  const reached = hits.filter((p) => atLeast(p.maxIntensity, rule.thresholdIntensity));
  return {
    strength: strongest,
    rank: intensityRank(strongest),
    label: intensityLabel(strongest),
    areaCodes: reached.map((p) => p.code),
    areaNames: reached.map((p) => p.name),
  };
}

function tsunamiMatch(doc: JmaDocument, rule: OrgRule): Match | string {
  const level = rule.tsunamiLevel;
  if (!level) return "津波による自動配信は設定されていません";
  const chosen = new Set(rule.tsunamiAreaCodes);
  const hits = doc.tsunamiAreas.filter(
    (a) => chosen.has(a.code) && a.level !== null && tsunamiLevelRank(a.level) >= tsunamiLevelRank(level),
  );
  if (hits.length === 0) return `設定した津波予報区に${TSUNAMI_LEVEL_LABELS[level]}以上の発表がありません`;
  let strongest = hits[0]!.level!;
  for (const a of hits) if (tsunamiLevelRank(a.level!) > tsunamiLevelRank(strongest)) strongest = a.level!;
  return {
    strength: strongest,
    rank: tsunamiLevelRank(strongest),
    label: TSUNAMI_LEVEL_LABELS[strongest],
    areaCodes: hits.map((a) => a.code),
    areaNames: hits.map((a) => a.name),
  };
}

const rankOf = (kind: "earthquake" | "tsunami", strength: string | null): number =>
  strength === null
    ? -1
    : kind === "earthquake"
      ? intensityRank(strength as IntensityCode)
      : tsunamiLevelRank(strength as TsunamiLevel);

/**
 * Why the report is too old to send, or null. Its age is from Control/DateTime (when JMA issued it),
 * Head/ReportDateTime when that is missing; a report with neither cannot be shown to be current.
 */
function ageRefusal(doc: JmaDocument, facts: ReportFacts): string | null {
  const issued = [doc.control.dateTime ?? "", doc.head.reportDateTime]
    .map((raw) => Date.parse(raw))
    .find((t) => !Number.isNaN(t));
  if (issued === undefined) return "発表時刻が読み取れない情報のため配信しません";
  const ageMinutes = Math.floor((facts.now.getTime() - issued) / 60_000);
  if (ageMinutes <= facts.maxReportAgeMinutes) return null;
  return `発表から${ageMinutes}分経った情報のため配信しません（${facts.maxReportAgeMinutes}分を過ぎた情報は配信しません）`;
}

export function decide(
  doc: JmaDocument,
  rule: OrgRule,
  history: readonly PastDecision[],
  facts: ReportFacts,
): Decision {
  if (!rule.enabled) return ignore("自動配信が無効です");
  if (doc.kind === "other") return ignore("自動配信の対象ではない情報です");
  const kind = doc.kind;
  if (doc.control.status !== "通常")
    return ignore(`${doc.control.status || "通常以外"}の情報のため配信しません`);
  const sameEvent = history.filter((d) => d.eventId === doc.head.eventId && d.kind === kind);

  if (doc.head.infoType === "取消") {
    const waiting = sameEvent.filter((d) => isLive(d) && d.sendState === "WAITING").map((d) => d.id);
    const sent = sameEvent.filter((d) => isLive(d) && d.sendState === "SENT").map((d) => d.id);
    if (waiting.length === 0 && sent.length === 0)
      return ignore("取消報を受信しました（この地震による配信はありません）");
    return {
      ...ignore(
        sent.length === 0
          ? "取消報を受信したため、配信を中止しました"
          : waiting.length === 0
            ? "取消報を受信しました。取消を待つ時間を過ぎて配信済みのため、職員に知らせます"
            : "取消報を受信したため、配信を中止しました。配信済みの分は職員に知らせます",
      ),
      decision: "CANCEL",
      cancelIds: waiting,
      withdrawnSentIds: sent,
    };
  }

  if (facts.cancelReported) return ignore("気象庁が取り消した情報のため配信しません");
  const tooOld = ageRefusal(doc, facts);
  if (tooOld) return ignore(tooOld);

  const match = kind === "earthquake" ? earthquakeMatch(doc, rule) : tsunamiMatch(doc, rule);
  if (match === null || typeof match === "string") return ignore(match ?? "対象外の情報です");
  const found = {
    strength: match.strength,
    strengthLabel: match.label,
    areaCodes: match.areaCodes,
    areaNames: match.areaNames,
  };

  const earlier = sameEvent.filter(isLive);
  const earlierMax = Math.max(-1, ...earlier.map((d) => rankOf(kind, d.strength)));
  if (earlier.length > 0 && match.rank <= earlierMax) return ignore("同じ地震の情報で配信済みです", found);
  const superseded = earlier.filter((d) => d.sendState === "WAITING").map((d) => d.id);
  const again = earlier.length > 0;

  if (kind === "earthquake") {
    const reportedAt = new Date(doc.head.reportDateTime).getTime();
    const chosen = new Set(match.areaCodes);
    const nearby = history.filter(
      (d) =>
        d.kind === "earthquake" &&
        d.eventId !== doc.head.eventId &&
        isLive(d) &&
        Math.abs(reportedAt - d.reportedAt.getTime()) <= AFTERSHOCK_WINDOW_MS &&
        d.areaCodes.some((c) => chosen.has(c)),
    );
    const nearbyMax = Math.max(-1, ...nearby.map((d) => rankOf(kind, d.strength)));
    if (nearby.length > 0 && match.rank <= nearbyMax)
      return {
        decision: "AFTERSHOCK",
        reason: "6時間以内に同じ地域で配信した地震の余震とみなし、職員にのみ通知します",
        ...found,
        cancelIds: superseded,
        withdrawnSentIds: [],
      };
    if (nearby.length > 0)
      return {
        decision: "TRIGGER",
        reason: "6時間以内の地震より強い揺れのため配信します",
        ...found,
        cancelIds: superseded,
        withdrawnSentIds: [],
      };
  }

  return {
    decision: "TRIGGER",
    reason: again
      ? `同じ地震の続報で${match.label}に強まったため、改めて配信します`
      : `${match.areaNames.join("、")}で${match.label}のため配信します`,
    ...found,
    cancelIds: superseded,
    withdrawnSentIds: [],
  };
}
