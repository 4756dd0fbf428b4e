// When the nurse should look: the two alerts of ヘルスケア. A member with a fever (a temperature at or
// above the school's fever threshold), or a symptom spreading in a class (at least N members of one
// class reporting the same symptom on one day). Each alert is raised once per class, day and
// symptom ("fever" counting as its own key), so staff hear of a class once, not on every post.

/** The alert key of a fever; symptom alerts use the symptom's id. */
export const FEVER_ALERT_KEY = 0;

export const HealthAlertKind = {
  FEVER: "FEVER",
  SPREAD: "SPREAD",
} as const;
export type HealthAlertKindCode = (typeof HealthAlertKind)[keyof typeof HealthAlertKind];

export interface ThresholdSetting {
  /** Tenths of a degree: 375 is 37.5 ℃. */
  feverThresholdTenths: number;
  /** Members of one class with the same symptom on one day; 0 switches the spread alert off. */
  spreadThreshold: number;
}

/** A temperature at or above the threshold is a fever (37.5 is a fever when the threshold is 37.5). */
export const isFever = (temperatureTenths: number, setting: ThresholdSetting): boolean =>
  temperatureTenths >= setting.feverThresholdTenths;

/**
 * The symptoms of a class whose count (members reporting it that day) reached the spread threshold.
 * `counts` maps a symptom id to the class's count, including the observation just saved.
 */
export function spreadingSymptoms(counts: ReadonlyMap<number, number>, setting: ThresholdSetting): number[] {
  if (setting.spreadThreshold <= 0) return [];
  return [...counts]
    .filter(([, n]) => n >= setting.spreadThreshold)
    .map(([id]) => id)
    .sort((a, b) => a - b);
}

export interface RaisedAlert {
  kind: HealthAlertKindCode;
  /** FEVER_ALERT_KEY for a fever, else the symptom id. */
  symptomId: number;
  count: number;
}

/**
 * The alerts one saved observation may raise in its class: fever when its temperature crosses the
 * threshold, spread for each of its own symptoms the class count has reached. Symptoms the member did
 * not report are not re-raised by this observation (whoever reached the threshold raised them).
 */
export function alertsForObservation(
  observation: { temperatureTenths: number; symptomIds: readonly number[] },
  classSymptomCounts: ReadonlyMap<number, number>,
  classFeverCount: number,
  setting: ThresholdSetting,
): RaisedAlert[] {
  const raised: RaisedAlert[] = [];
  if (isFever(observation.temperatureTenths, setting))
    raised.push({ kind: HealthAlertKind.FEVER, symptomId: FEVER_ALERT_KEY, count: classFeverCount });
  const own = new Set(observation.symptomIds);
  for (const id of spreadingSymptoms(classSymptomCounts, setting)) {
    if (own.has(id))
      raised.push({ kind: HealthAlertKind.SPREAD, symptomId: id, count: classSymptomCounts.get(id)! });
  }
  return raised;
}

/** Whether a class is flagged on the dashboard: someone has a fever, or a symptom reached the threshold. */
export function classFlagged(
  feverCount: number,
  symptomCounts: ReadonlyMap<number, number>,
  setting: ThresholdSetting,
): boolean {
  return feverCount > 0 || spreadingSymptoms(symptomCounts, setting).length > 0;
}
