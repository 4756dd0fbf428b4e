import type { ContactForm, ContactItem, ContactPostBody, ContactPosted } from "@gakumu/domain";
import { judgeCutoff, NonLoginAccessKeyDataType } from "@gakumu/domain";
import { and, desc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { MemberCaller } from "../../platform/access/applicant-access";
import { issueAccessKey, resolveAccessKey } from "../../platform/access-keys/non-login-access-keys";
import { NotFoundError, RateLimitedError, ValidationError } from "../../platform/errors/app-error";
import type { JobQueue } from "../../platform/jobs/job-queue";
import { defineAttemptLimit, reserveEach } from "../../platform/rate-limit/attempt-slots";
import { clientNetworkOf } from "../../platform/rate-limit/client-address";
import { organization } from "../../platform/tenancy/tenancy.tables";
import { contactSenderById, contactSenderInClass } from "../members/member-contact-lookups";
import { toItems } from "./contact-board";
import { linkMessages, resolveLink } from "./contact-links";
import { loadNodeLabel } from "./contact-nodes";
import { contactNotifier } from "./contact-notice";
import { type Posted, postContact, postMessages, tokyoNow, withdrawContact } from "./contact-post";
import { loadSetting } from "./contact-settings";
import { ensureDefaultTypes, loadTypes } from "./contact-types";
import { contact } from "./contacts.tables";

// The families' side: the form (types and the cut-off), sending, their own history and withdrawing,
// from the member app (the logged-in member) or from a class's web link (no login: the child is named
// by 学籍番号 and 氏名, which must match a member of that class; the answer carries a key to withdraw).

export const familyMessages = {
  noMember:
    "学籍番号と氏名が、このクラスの生徒と一致しません。入力内容を確かめてください。わからない場合は学校へお電話ください。",
  memberGone: "メンバー情報が見つかりません。学校へお問い合わせください。",
  tooManyGuesses:
    "学籍番号と氏名が一致しない送信が続いたため、受付を一時的に止めています。15分ほど待ってから再度お試しください。お急ぎの場合は学校へお電話ください。",
} as const;

/** Wrong 学籍番号・氏名 pairs checked per window: from one client network, and through one link. */
export const WEB_GUESS_LIMITS = { perAddress: 20, perLink: 30, windowMinutes: 15 } as const;

// A class link is public, so its 学籍番号・氏名 check is a secret that can be guessed (and a match
// confirms a child is in the class). Each check takes a slot before it is made; a match gives it back,
// so only wrong pairs use them up. Per network: one sender walking through names or links. Per link:
// many addresses on one link. The address goes first, so one address's flood never fills the link.
const guessesPerAddress = defineAttemptLimit({
  name: "contact-web-address",
  max: WEB_GUESS_LIMITS.perAddress,
  windowMinutes: WEB_GUESS_LIMITS.windowMinutes,
});
const guessesPerLink = defineAttemptLimit({
  name: "contact-web-link",
  max: WEB_GUESS_LIMITS.perLink,
  windowMinutes: WEB_GUESS_LIMITS.windowMinutes,
});

type Owner = { tenantId: number; organizationId: number };
const HISTORY_DAYS = 90;
const HISTORY_MAX = 200;

async function organizationName(db: Db, owner: Owner): Promise<string> {
  const [row] = await db
    .select({ name: organization.name })
    .from(organization)
    .where(and(eq(organization.tenantId, owner.tenantId), eq(organization.id, owner.organizationId)));
  return row?.name ?? "";
}

async function formOf(
  db: Db,
  owner: Owner,
  nodeLabel: string | null,
  now = new Date(),
): Promise<ContactForm> {
  const { today, time } = tokyoNow(now);
  // A school whose staff never opened Web連絡設定 still offers the usual types.
  await ensureDefaultTypes(db, owner);
  const [name, setting, types] = await Promise.all([
    organizationName(db, owner),
    loadSetting(db, owner),
    loadTypes(db, owner, { enabledOnly: true }),
  ]);
  const verdict = judgeCutoff({ date: today, today, nowTime: time, ...setting });
  return {
    organizationName: name,
    nodeLabel,
    today,
    cutoffTime: setting.cutoffTime,
    afterCutoff: setting.afterCutoff,
    cutoffMessage: setting.cutoffMessage,
    pastCutoff: verdict !== "OPEN",
    types,
  };
}

const posted = (p: Posted, withdrawKey: string | null): ContactPosted => ({
  id: p.row.id,
  late: p.late,
  message: p.message,
  withdrawKey,
});

// ---- web link ----

async function liveLink(db: Db, key: string) {
  const link = await resolveLink(db, key);
  if (!link) throw new NotFoundError(linkMessages.invalid);
  return link;
}

export async function webForm(db: Db, key: string): Promise<ContactForm> {
  const link = await liveLink(db, key);
  return formOf(db, link, await loadNodeLabel(db, link.organizationId, link.nodeCd));
}

export async function webPost(
  db: Db,
  jobs: JobQueue,
  input: ContactPostBody & { key: string; memberNo: string; memberName: string },
  clientIp: string,
): Promise<{ posted: ContactPosted; row: Posted["row"] }> {
  const link = await liveLink(db, input.key);
  const owner = { tenantId: link.tenantId, organizationId: link.organizationId };
  const now = new Date();
  const slot = await reserveEach(
    db,
    [
      { limit: guessesPerAddress, subject: clientNetworkOf(clientIp) },
      { limit: guessesPerLink, subject: String(link.id) },
    ],
    now,
  );
  if (!slot) throw new RateLimitedError(familyMessages.tooManyGuesses);
  const sender = await contactSenderInClass(db, owner, {
    nodeCd: link.nodeCd,
    memberNo: input.memberNo,
    name: input.memberName,
    today: tokyoNow(now).today,
  });
  // A wrong pair keeps its slots; a match is no guess.
  if (!sender) throw new ValidationError(familyMessages.noMember);
  await slot.release();
  const notifier = contactNotifier(jobs);
  let withdrawToken = "";
  // The key to take it back is stored with the report (one commit: no report without its key) and
  // lives until the end of the reported day (Japan time), then dies.
  const result = await postContact(
    db,
    owner,
    sender,
    input,
    "WEB",
    async (tx, row) => {
      await notifier.onStored(tx, row);
      const key = await issueAccessKey(tx, {
        tenantId: owner.tenantId,
        dataType: NonLoginAccessKeyDataType.CONTACT_FROM_MEMBER,
        memberId: sender.id,
        targetId: row.id,
        expiresAt: new Date(`${row.date}T23:59:59+09:00`),
      });
      withdrawToken = key.token;
    },
    now,
  );
  notifier.wake();
  return { posted: posted(result, withdrawToken), row: result.row };
}

export async function webWithdraw(db: Db, withdrawKey: string): Promise<void> {
  const key = await resolveAccessKey(db, withdrawKey, NonLoginAccessKeyDataType.CONTACT_FROM_MEMBER);
  if (!key || key.memberId === null || key.targetId === null) throw new NotFoundError(linkMessages.invalid);
  const [row] = await db
    .select({ organizationId: contact.organizationId })
    .from(contact)
    .where(and(eq(contact.tenantId, key.tenantId), eq(contact.id, key.targetId)));
  if (!row) throw new NotFoundError(postMessages.notFound);
  await withdrawContact(
    db,
    { tenantId: key.tenantId, organizationId: row.organizationId, memberId: key.memberId },
    key.targetId,
  );
}

// ---- member app ----

async function appSender(db: Db, member: MemberCaller) {
  const sender = await contactSenderById(db, member, member.memberId);
  if (!sender) throw new NotFoundError(familyMessages.memberGone);
  return sender;
}

export async function appForm(db: Db, member: MemberCaller): Promise<ContactForm> {
  await appSender(db, member);
  return formOf(db, member, null);
}

export async function appPost(db: Db, jobs: JobQueue, member: MemberCaller, body: ContactPostBody) {
  const notifier = contactNotifier(jobs);
  const result = await postContact(db, member, await appSender(db, member), body, "APP", notifier.onStored);
  notifier.wake();
  return { posted: posted(result, null), row: result.row };
}

/** The member's own reports of the last 90 days and the days ahead, newest first. */
export async function appHistory(db: Db, member: MemberCaller): Promise<{ items: ContactItem[] }> {
  const since = new Date(Date.now() - HISTORY_DAYS * 86_400_000);
  const rows = await db
    .select()
    .from(contact)
    .where(
      and(
        eq(contact.tenantId, member.tenantId),
        eq(contact.memberId, member.memberId),
        eq(contact.organizationId, member.organizationId),
        gte(contact.date, tokyoNow(since).today),
      ),
    )
    .orderBy(desc(contact.date), desc(contact.id))
    .limit(HISTORY_MAX);
  return { items: await toItems(db, member.organizationId, rows) };
}

/** One of the member's own reports (another member's, or another school's, is unknown). */
export async function appDetail(db: Db, member: MemberCaller, id: number): Promise<ContactItem> {
  const [row] = await db
    .select()
    .from(contact)
    .where(
      and(
        eq(contact.tenantId, member.tenantId),
        eq(contact.organizationId, member.organizationId),
        eq(contact.memberId, member.memberId),
        eq(contact.id, id),
      ),
    );
  if (!row) throw new NotFoundError(postMessages.notFound);
  const [item] = await toItems(db, member.organizationId, [row]);
  return item!;
}

export async function appWithdraw(db: Db, member: MemberCaller, id: number): Promise<ContactItem> {
  const row = await withdrawContact(db, member, id);
  const [item] = await toItems(db, member.organizationId, [row]);
  return item!;
}
