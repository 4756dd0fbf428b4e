import { RequestStatus } from "@gakumu/domain";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { member } from "../modules/members/members.tables";
import {
  createMemberRequest,
  type NewMemberRequest,
} from "../modules/members/requests/member-request-create";
import { memberRequest } from "../modules/members/requests/member-requests.tables";
import { findLoginUser } from "../platform/auth/login-user.service";
import type { OrganizationRow } from "../platform/tenancy/tenancy.service";
import { DEMO_ADMIN } from "./demo-school";

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoRequest = Omit<NewMemberRequest, "memberId" | "requestedAt"> & {
  daysAgo: number;
  /** Where staff already took it; absent: still waiting. */
  settled?: { status: number; staffComment?: string };
};

// A week of requests as a school office sees them: mostly waiting, one rejected, certificates on their way.
const DEMO_REQUESTS: DemoRequest[] = [
  {
    requestType: "UPDATE_ADDRESS",
    daysAgo: 1,
    payload: {
      postal_cd: "150-0002",
      prefectures_cd: "13",
      address1: "渋谷区渋谷2-21-1",
      address2: "渋谷マンション302",
    },
  },
  { requestType: "UPDATE_MOBILE_TEL", daysAgo: 1, payload: { mobile_tel_no: "090-1234-5678" } },
  { requestType: "UPDATE_MAIL_ADDRESS", daysAgo: 2, payload: { mail_address: "new-address@example.jp" } },
  { requestType: "UPDATE_NAME", daysAgo: 3, payload: { name: "高橋　美咲", name_kana: "タカハシ　ミサキ" } },
  {
    requestType: "ISSUE_ENROLLMENT_CERTIFICATE",
    daysAgo: 2,
    payload: { purpose: "通学定期券の購入", copies: 1 },
  },
  {
    requestType: "ISSUE_EMPLOYMENT_EXAMINATION",
    daysAgo: 4,
    payload: { purpose: "就職試験の応募書類", copies: 2 },
    settled: { status: RequestStatus.APPROVED },
  },
  {
    requestType: "ISSUE_GRADUATION_CERTIFICATE",
    daysAgo: 6,
    payload: { purpose: "奨学金の申請", copies: 1 },
    settled: { status: RequestStatus.ISSUED, staffComment: "事務室窓口でお受け取りください。" },
  },
  {
    requestType: "UPDATE_MOBILE_TEL",
    daysAgo: 7,
    payload: { mobile_tel_no: "080-9876-5432" },
    settled: {
      status: RequestStatus.REJECTED,
      staffComment: "番号を確認できませんでした。もう一度申請してください。",
    },
  },
];

/**
 * A few members' requests for the 「申請管理」 screen, from the first students of the organisation.
 * Settled ones are written as staff would have left them (a certificate approved or issued, a change
 * rejected), without changing any member, so the demo's members stay as generated.
 */
export async function addDemoMemberRequests(
  db: Db,
  organization: Pick<OrganizationRow, "id" | "tenantId">,
  now = new Date(),
) {
  const students = await db
    .select({ id: member.id })
    .from(member)
    .where(eq(member.organizationId, organization.id))
    .orderBy(asc(member.id))
    .limit(DEMO_REQUESTS.length);
  const scope = { tenantId: organization.tenantId, organizationId: organization.id };
  const admin = await findLoginUser(db, organization.tenantId, DEMO_ADMIN.loginId);
  for (const [i, demo] of DEMO_REQUESTS.entries()) {
    const target = students[i];
    if (!target) break;
    const requestedAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
    const { daysAgo: _, settled, ...input } = demo;
    const id = await createMemberRequest(db, scope, { ...input, memberId: target.id, requestedAt });
    if (settled) {
      await db
        .update(memberRequest)
        .set({
          ...settled,
          processedByLoginUserId: admin?.id ?? null,
          processedAt: new Date(requestedAt.getTime() + DAY_MS),
          version: 2,
        })
        .where(eq(memberRequest.id, id));
    }
  }
}
