// `npm run bench`: every benchmark in bench/, printed as figures and ratios to a same-run baseline.

import { benchDeliveryFanout, benchDeliveryKill } from "./delivery-fanout.bench";
import { benchFormAnswers } from "./form-answers.bench";
import { benchLogin } from "./login.bench";
import { benchMembers } from "./members.bench";
import { benchMenu } from "./menu.bench";
import { benchMorningRush } from "./morning-rush.bench";
import { benchPushTargetCount } from "./push-target-count.bench";
import { printResult } from "./report";
import { benchSafetyAnswerKill } from "./safety-answer-kill.bench";
import { benchSafetyAnswerSpike } from "./safety-answer-spike.bench";
import { benchSafetyDashboard } from "./safety-dashboard.bench";
import { benchSafetyTriggerLatency } from "./safety-trigger-latency.bench";
import { benchStartup } from "./startup.bench";
import { benchSurveyTotals } from "./survey-totals.bench";

const benchmarks = {
  startup: benchStartup,
  login: benchLogin,
  menu: benchMenu,
  members: benchMembers,
  "form-answers": benchFormAnswers,
  "delivery-fanout": benchDeliveryFanout,
  "push-target-count": benchPushTargetCount,
  "survey-totals": benchSurveyTotals,
  "delivery-kill": benchDeliveryKill,
  "safety-dashboard": benchSafetyDashboard,
  "safety-answer-spike": benchSafetyAnswerSpike,
  "safety-answer-kill": benchSafetyAnswerKill,
  "safety-trigger-latency": benchSafetyTriggerLatency,
  "morning-rush": benchMorningRush,
};
const only = process.argv.slice(2);

for (const [name, run] of Object.entries(benchmarks)) {
  if (only.length > 0 && !only.includes(name)) continue;
  const results = await run();
  for (const result of Array.isArray(results) ? results : [results]) printResult(result);
}
