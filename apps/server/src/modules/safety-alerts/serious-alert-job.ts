/**
 * `safety-alerts.serious`: a member (or staff by proxy) answered 重傷. The answer's UPDATE queues this
 * job in its own transaction, so the alert is as durable as the answer and costs the answer nothing but
 * the queueing. Data: the safety_recipient row; the tenant is the job envelope's.
 */
export const SAFETY_SERIOUS_ALERT_JOB = "safety-alerts.serious";

export interface SeriousAlertJobData {
  recipientId: number;
}

/** `safety-alerts.no-contact`: every minute, the sends whose "no contact after N minutes" has passed. */
export const SAFETY_NO_CONTACT_ALERT_JOB = "safety-alerts.no-contact";
export const NO_CONTACT_CRON = "* * * * *";
