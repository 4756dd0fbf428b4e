import { ProcessMode } from "@gakumu/domain";
import { AutomaticSendPayload, SAFETY_AUTOMATIC_SEND_JOB } from "@gakumu/domain/safety-jma/automatic-send";
import type { JobContext } from "../../platform/jobs/job-runner";
import type { ModuleJobServices } from "../../platform/module-kit/module-definition";
import { groupMemberIds } from "../member-groups/group-targets";
import { organizationTargetMemberIds } from "../members/member-safety-lookups";
import { DEFAULT_SAFETY_TEMPLATES } from "./safety-default-templates";
import type { SafetyDeps } from "./safety-deps";
import { organizationStaffIds } from "./safety-dispatch";
import { escapeHtml } from "./safety-html";
import { createSafetySend } from "./safety-send";
import { autoTriggerTemplate } from "./safety-templates";

// `safety.automatic-send`: the JMA module found a report that crosses an organisation's rule and
// queued this job. It makes one safety send from the organisation's earthquake or tsunami template
// (title from the report's headline), marked AUTOMATIC, to the configured target — or, for an
// aftershock (staffOnly), to the organisation's staff by mail. One send per organisation, event and
// intensity: a retried job, or a second report of the same quake at the same intensity, makes none;
// a later report with a higher intensity makes another.

export type AutomaticSendResult =
  | { outcome: "sent"; safetySendId: number; recipients: number }
  | { outcome: "duplicate" }
  | { outcome: "nobody" };

export const autoKeyOf = (eventId: string, maxIntensityLabel: string | null) =>
  `${eventId}|${maxIntensityLabel ?? ""}`;

const TITLE_MAX = 100;

/** 「震度５弱 宮城県」 style title from the headline, cut to the column's length. */
function titleOf(headline: string, fallback: string): string {
  const line = headline.replace(/\s+/g, " ").trim();
  const title = line === "" ? fallback : line;
  return title.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - 1)}…` : title;
}

export async function runAutomaticSend(deps: SafetyDeps, raw: unknown, job: Pick<JobContext, "tenantId">) {
  const payload = AutomaticSendPayload.parse(raw);
  // The envelope's tenant is the one the queue vouches for; a payload naming another is refused.
  if (job.tenantId !== null && job.tenantId !== payload.tenantId)
    throw new Error("safety.automatic-send: the payload's tenant differs from the job's");
  const { tenantId, organizationId, trigger } = payload;
  const kind = trigger.kind === "tsunami" ? "TSUNAMI" : "EARTHQUAKE";
  const template = await autoTriggerTemplate(deps.db, { tenantId, organizationId }, kind);
  const fallback = DEFAULT_SAFETY_TEMPLATES.find((t) => t.autoTrigger === kind)!;
  const source = template ?? { ...fallback, id: null };
  const areas =
    trigger.areaNames.length > 0 ? `<p>対象地域：${escapeHtml(trigger.areaNames.join("、"))}</p>` : "";
  const report = `<p>${escapeHtml(trigger.headline)}</p>${areas}`;
  const ids = payload.staffOnly
    ? await organizationStaffIds(deps.db, tenantId, organizationId)
    : await organizationTargetMemberIds(
        deps.db,
        { tenantId, organizationId, processMode: ProcessMode.NORMAL },
        payload.target,
        { groupMemberIds: await groupMemberIds(deps.db, tenantId, payload.target.groupIds) },
      );
  const recipients = payload.staffOnly ? { staff: ids } : { members: ids };
  const count = ids.length;
  if (count === 0) return { outcome: "nobody" } satisfies AutomaticSendResult;
  const row = await createSafetySend(
    deps,
    {
      tenantId,
      organizationId,
      processMode: ProcessMode.NORMAL,
      templateId: source.id,
      title: titleOf(trigger.headline, source.title),
      bodyHtml: `${report}${source.bodyHtml}`,
      questions: [...source.questions],
      isDrill: false,
      origin: "AUTOMATIC",
      trigger: { ...trigger },
      autoKey: autoKeyOf(trigger.eventId, trigger.maxIntensityLabel),
      target: payload.target,
      createdBy: null,
    },
    recipients,
  );
  if (!row) return { outcome: "duplicate" } satisfies AutomaticSendResult;
  return { outcome: "sent", safetySendId: row.id, recipients: count } satisfies AutomaticSendResult;
}

/** Registers the handler; the JMA module enqueues the job. */
export function defineAutomaticSendJob(services: ModuleJobServices): void {
  const deps: SafetyDeps = {
    db: services.db,
    delivery: services.delivery,
    mailer: services.mailer,
    jobs: services.jobs,
    publicUrl: services.delivery.publicUrl,
  };
  services.jobs.define(SAFETY_AUTOMATIC_SEND_JOB, async (data, ctx) => runAutomaticSend(deps, data, ctx), {
    retryLimit: 5,
    retryDelay: 5,
    expireInSeconds: 10 * 60,
  });
}
