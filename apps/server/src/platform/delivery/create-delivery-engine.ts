import type { Database } from "../../db/client";
import type { SecretBox } from "../auth/secret-box";
import type { DefineOptions, JobQueue } from "../jobs/job-queue";
import { senderAddressOf } from "../mail/mail-sender";
import { createMailTransport } from "../mail/mail-transport";
import { type ChannelBatchJobData, channelBatchHandler, channelJobName } from "./channel-batch";
import { browserPush } from "./channels/browser-push";
import { LINE_MULTICAST_MAX } from "./channels/line-api";
import { type LineChannelOptions, lineChannel } from "./channels/line-channel";
import { mailChannel } from "./channels/mail-channel";
import { type PushChannelOptions, pushChannel } from "./channels/push-channel";
import type { DeliveryEngine } from "./delivery-engine";
import { DELIVERY_FANOUT_JOB, type FanoutJobData, type FanoutSizes, fanoutHandler } from "./delivery-fanout";
import { inbox, openByMailLink, openForMember, unreadCount } from "./delivery-inbox";
import { deliveryRecipients, deliverySummaries, readMemberIds } from "./delivery-queries";
import { cancelDelivery, scheduleDelivery } from "./delivery-schedule";
import { senderOf } from "./delivery-sender";
import { installationKeys } from "./installation-keys";
import { findLineLink, removeLineLink, saveLineLink } from "./line-links";
import { removeLineMessaging, saveLineMessaging } from "./line-messaging-settings";
import { lineOrganization } from "./line-organization";
import { memberDirectorySlot } from "./member-directory";
import {
  checkSubscription,
  memberChannels,
  removeSubscription,
  saveSubscription,
} from "./push-subscriptions";

export interface DeliveryEngineOptions {
  /** Retry policy of the channel batches (tests shorten it). */
  retry?: DefineOptions;
  push?: Partial<Omit<PushChannelOptions, "subject" | "allowPrivateNetwork">>;
  line?: Partial<LineChannelOptions>;
  sizes?: Partial<FanoutSizes>;
  /** Batch jobs of one channel a process runs at once. */
  batchConcurrency?: number;
}

/**
 * Up to 6 retries 5 s, 10 s, 20 s … apart: a push service's 429 or an SMTP server's 4xx passes.
 * A batch runs a few minutes at most; a longer one was lost and is tried again.
 */
const channelRetry: DefineOptions = {
  retryLimit: 6,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 600,
};

/**
 * The platform's delivery engine. Registers its jobs on `jobs`, so create it before `jobs.start()`:
 * `delivery.fanout` (one per delivery, at send_at) and `delivery.push` / `delivery.line` /
 * `delivery.mail` (channel batches, throttled per channel by their concurrency).
 */
export function createDeliveryEngine(deps: {
  database: Database;
  jobs: JobQueue;
  secretBox: SecretBox;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** LINE_API_URL: where the organisations' official accounts are called. */
  lineApiUrl: string;
  /** PUSH_ALLOW_PRIVATE_NETWORK: push endpoints at loopback or private addresses are allowed. */
  pushAllowPrivateNetwork: boolean;
  options?: DeliveryEngineOptions;
}): DeliveryEngine & { close(): void } {
  const { jobs, options = {} } = deps;
  const db = deps.database.db;
  const keys = installationKeys(db, deps.secretBox);
  const members = memberDirectorySlot();
  const sizes: FanoutSizes = {
    chunk: 5000,
    firstChunk: 500,
    batch: 250,
    lineBatch: LINE_MULTICAST_MAX,
    ...options.sizes,
  };
  const pushOptions: PushChannelOptions = {
    timeoutMs: 10_000,
    concurrency: 50,
    subject: `mailto:${senderAddressOf(deps.mailFrom)}`,
    ...options.push,
    allowPrivateNetwork: deps.pushAllowPrivateNetwork,
  };
  const push = pushChannel({ db, keys, options: pushOptions });
  const browsers = browserPush({ keys, options: { ...pushOptions, concurrency: 8 } });
  const mailConnections = 4;
  const mail = mailChannel({
    db,
    members,
    transport: createMailTransport(deps.smtpUrl, { maxConnections: mailConnections }),
    platformFrom: deps.mailFrom,
    publicUrl: deps.publicUrl,
    keys,
    concurrency: mailConnections,
  });

  const lineOptions: LineChannelOptions = { apiUrl: deps.lineApiUrl, timeoutMs: 10_000, ...options.line };
  const line = lineChannel({
    db,
    secretBox: deps.secretBox,
    publicUrl: deps.publicUrl,
    options: lineOptions,
  });

  jobs.define<FanoutJobData>(DELIVERY_FANOUT_JOB, fanoutHandler({ db, members, jobs, sizes }), {
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
    expireInSeconds: 900,
    concurrency: 2,
  });
  for (const sender of [push, line, mail])
    jobs.define<ChannelBatchJobData>(channelJobName(sender.channel), channelBatchHandler({ db, sender }), {
      ...channelRetry,
      ...options.retry,
      concurrency: options.batchConcurrency ?? 2,
    });

  return {
    publicUrl: deps.publicUrl,
    close: () => {
      push.close();
      browsers.close();
    },
    schedule: (tx, input) => scheduleDelivery(tx, jobs, members, input),
    provideMemberDirectory: (directory) => members.provide(directory),
    wake: () => jobs.wake(DELIVERY_FANOUT_JOB),
    cancel: cancelDelivery,
    summaries: (tenantId, ids) => deliverySummaries(db, tenantId, ids),
    recipients: (tenantId, deliveryId, query) => deliveryRecipients(db, tenantId, deliveryId, query),
    readMemberIds: (tenantId, deliveryId) => readMemberIds(db, tenantId, deliveryId),
    inbox: (tenantId, memberId, page) => inbox(db, tenantId, memberId, page),
    openForMember: (tenantId, memberId, deliveryId, via) =>
      openForMember(db, tenantId, memberId, deliveryId, via),
    openByMailLink: (token) => openByMailLink(db, token),
    unreadCount: (tenantId, memberId) => unreadCount(db, tenantId, memberId),
    sender: (tenantId, deliveryId) => senderOf(db, tenantId, deliveryId),
    vapidPublicKey: async () => (await keys()).vapidPublicKey,
    pushToBrowser: (sub, request) => browsers.send(sub, request),
    checkPushSubscription: (sub) => checkSubscription(sub, deps.pushAllowPrivateNetwork),
    saveSubscription: (tenantId, memberId, sub, userAgent) =>
      saveSubscription(db, tenantId, memberId, sub, userAgent, deps.pushAllowPrivateNetwork),
    removeSubscription: (tenantId, memberId, endpoint) =>
      removeSubscription(db, tenantId, memberId, endpoint),
    memberChannels: (tenantId, memberIds) => memberChannels(db, members, tenantId, memberIds),
    lineOrganization: (scope, asked) => lineOrganization(db, deps.secretBox, lineOptions, scope, asked),
    saveLineOrganization: (scope, input) => saveLineMessaging(db, deps.secretBox, scope, input),
    removeLineOrganization: (scope) => removeLineMessaging(db, scope),
    lineLink: (tenantId, memberId) => findLineLink(db, tenantId, memberId),
    saveLineLink: (tenantId, memberId, link) => saveLineLink(db, tenantId, memberId, link),
    removeLineLink: (tenantId, memberId) => removeLineLink(db, tenantId, memberId),
  };
}
