import { SAFETY_MILESTONE_PERCENTS, type SafetyMilestone } from "@gakumu/domain";

// "Time to 25 / 50 / 75 % answered", the figure a drill report gives: the percentage is of everyone
// the question went to, so 25 % of 10 people is reached with the 3rd answer (the first count at or
// above a quarter), and a send whose answers stop at 60 % never reaches 75 %.

/** The answer (1-based, in the order of first answers) that makes `percent` of `recipients`. */
export function milestoneRank(recipients: number, percent: number): number | null {
  if (!Number.isInteger(recipients) || recipients <= 0) return null;
  // Integer arithmetic: 0.75 * 4 as a float is exact, 0.07 * 100 is not.
  return Math.max(1, Math.ceil((recipients * percent) / 100));
}

/** The ranks to look up: only those already answered (null: not reached, no lookup). */
export function milestoneRanks(recipients: number, answered: number) {
  return SAFETY_MILESTONE_PERCENTS.map((percent) => {
    const rank = milestoneRank(recipients, percent);
    return { percent, rank: rank !== null && rank <= answered ? rank : null };
  });
}

/**
 * The milestones from the instants of the ranked answers: seconds since the send (an answer stamped a
 * moment before sentAt by another process's clock counts as 0), null where the rank is not reached.
 */
export function milestonesOf(
  sentAt: Date,
  ranks: readonly { percent: number; rank: number | null }[],
  answeredAtByRank: ReadonlyMap<number, Date>,
): SafetyMilestone[] {
  return ranks.map(({ percent, rank }) => {
    const at = rank === null ? undefined : answeredAtByRank.get(rank);
    if (!at) return { percent, seconds: null, reachedAt: null };
    return {
      percent,
      seconds: Math.max(0, Math.round((at.getTime() - sentAt.getTime()) / 1000)),
      reachedAt: at.toISOString(),
    };
  });
}
