import { z } from "zod";
import { PushTarget } from "../push-notifications/push-target";

// The hand-off from the JMA trigger (modules/safety-jma) to the safety module (modules/safety), which
// registers the handler of this job and makes the actual safety confirmation send.
//
// The platform's job envelope carries the tenant (`enqueue(name, data, { tenantId })`, read by the
// handler as `ctx.tenantId`). The data repeats it as `tenantId` so the payload reads alone; the two are
// always equal and a handler should refuse a job where they differ.

export const SAFETY_AUTOMATIC_SEND_JOB = "safety.automatic-send";

export const AutomaticSendTrigger = z.object({
  kind: z.enum(["earthquake", "tsunami"]),
  /** Head/EventID: every report of one quake (and its tsunami reports) shares it. */
  eventId: z.string().min(1).max(64),
  /** The stored JMA document (safety_jma_document.id) that fired the send. */
  documentId: z.number().int().positive(),
  /** Head/Headline/Text, as JMA wrote it. */
  headline: z.string().max(2000),
  /** 「震度５弱」 for an earthquake; the strongest level's label (「大津波警報」) for a tsunami. */
  maxIntensityLabel: z.string().max(40).nullable(),
  /** Names of the school's chosen prefectures or 津波予報区 the report concerns (「宮城県」). */
  areaNames: z.array(z.string().max(100)).max(100),
  /** Head/ReportDateTime as ISO 8601 with offset. */
  reportDateTime: z.string().max(40),
});
export type AutomaticSendTrigger = z.infer<typeof AutomaticSendTrigger>;

export const AutomaticSendPayload = z.object({
  tenantId: z.number().int().positive(),
  organizationId: z.number().int().positive(),
  trigger: AutomaticSendTrigger,
  /**
   * True for an aftershock (same area within 6 hours, not stronger): no send to members; the safety
   * module only tells the organisation's staff. The JMA module already mails the configured staff of
   * every automatic send and cancellation.
   */
  staffOnly: z.boolean(),
  /** Who the send goes to, as the school configured it on 自動配信設定. */
  target: PushTarget,
});
export type AutomaticSendPayload = z.infer<typeof AutomaticSendPayload>;
