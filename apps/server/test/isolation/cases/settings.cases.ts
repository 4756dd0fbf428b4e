import { ListReferenceAuthority } from "@gakumu/domain";
import sharp from "sharp";
import { TEST_PASSWORD } from "../../auth-helpers";
import { expectCall, type FactoryContext, type Headers } from "../../factories";
import { multipart, own, query, type RouteCases, refused } from "../route-case";

// Masters and settings: authority, hierarchy, grades, login users, organisation settings.

const AUTH = "/app/api/v2/authority-setting";
const H = "/app/api/v2/hierarchy";
const LU = "/app/api/v2/login-user";
const ORG = "/app/api/v2/organization-setting";

const png = () =>
  sharp({ create: { width: 64, height: 32, channels: 4, background: { r: 0, g: 90, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

async function logoUpload() {
  const body = multipart([{ name: "file", fileName: "logo.png", type: "image/png", bytes: await png() }]);
  return { payload: body.payload, contentType: body.contentType };
}

/** Gives B's organisation a logo of its own, so that reading it answers 200. */
export async function setLogo(t: FactoryContext, headers: Headers): Promise<void> {
  const body = await logoUpload();
  await expectCall(
    t,
    {
      method: "POST",
      url: `${ORG}/logo`,
      headers: { ...headers, "content-type": body.contentType },
      payload: body.payload,
    },
    200,
  );
}

export const settingsCases: RouteCases = {
  [`GET ${AUTH}/menus`]: own(() => [{ url: `${AUTH}/menus` }]),
  [`GET ${AUTH}/permission-sets`]: own(() => [{ url: `${AUTH}/permission-sets` }]),
  [`POST ${AUTH}/permission-sets`]: own(() => [
    { url: `${AUTH}/permission-sets`, payload: { name: "侵入", menuAuthorityList: [] } },
  ]),
  [`GET ${AUTH}/permission-sets/:permissionSetId`]: refused((a) => [
    { url: `${AUTH}/permission-sets/${a.permissionSet.permissionSetId}` },
  ]),
  [`PUT ${AUTH}/permission-sets/:permissionSetId`]: refused((a) => [
    {
      url: `${AUTH}/permission-sets/${a.permissionSet.permissionSetId}`,
      payload: { name: "侵入", menuAuthorityList: [{ menuCd: "member-list", authority: 2 }] },
    },
  ]),
  [`DELETE ${AUTH}/permission-sets/:permissionSetId`]: refused((a) => [
    { url: `${AUTH}/permission-sets/${a.permissionSet.permissionSetId}` },
  ]),
  [`GET ${AUTH}/scope-master`]: own(() => [{ url: `${AUTH}/scope-master` }]),
  [`GET ${AUTH}/login-users`]: own((a) => [
    { url: `${AUTH}/login-users${query({ keyword: a.loginUser.displayUserId })}` },
  ]),
  [`GET ${AUTH}/login-users/:loginUserId/permission`]: refused((a) => [
    { url: `${AUTH}/login-users/${a.loginUser.id}/permission` },
  ]),
  [`PUT ${AUTH}/login-users/:loginUserId/permission`]: refused((a, b) => [
    {
      url: `${AUTH}/login-users/${a.loginUser.id}/permission`,
      payload: {
        permissionSetId: b.s.sets.administrator,
        referenceAuthority: 0,
        gradePermission: 0,
        scopeList: [],
      },
    },
    // B's own user given A's permission set.
    {
      url: `${AUTH}/login-users/${b.s.admin.id}/permission`,
      payload: {
        permissionSetId: a.permissionSet.permissionSetId,
        referenceAuthority: 0,
        gradePermission: 0,
        scopeList: [{ dataType: "PERMISSION", divisionCd: a.node.divisionCd }],
      },
    },
  ]),
  [`DELETE ${AUTH}/login-users/:loginUserId/permission`]: refused((a) => [
    { url: `${AUTH}/login-users/${a.loginUser.id}/permission` },
  ]),

  [`GET ${H}`]: own(() => [{ url: H }]),
  [`POST ${H}/nodes`]: refused((a) => [
    {
      url: `${H}/nodes`,
      payload: { parentDivisionCd: a.node.divisionCd, divisionCd: "INTRUDER", name: "侵入" },
    },
  ]),
  [`PUT ${H}/nodes/:divisionCd`]: refused((a) => [
    { url: `${H}/nodes/${a.node.divisionCd}`, payload: { name: "侵入" } },
  ]),
  [`POST ${H}/nodes/:divisionCd/move`]: refused((a) => [
    { url: `${H}/nodes/${a.childNode.divisionCd}/move`, payload: { parentDivisionCd: "0" } },
  ]),
  [`PUT ${H}/nodes/:divisionCd/disabled`]: refused((a) => [
    { url: `${H}/nodes/${a.node.divisionCd}/disabled`, payload: { disabled: true } },
  ]),
  [`PUT ${H}/order`]: refused((a) => [
    {
      url: `${H}/order`,
      payload: { parentDivisionCd: a.node.divisionCd, divisionCds: [a.childNode.divisionCd] },
    },
  ]),
  [`DELETE ${H}/nodes/:divisionCd`]: refused((a) => [{ url: `${H}/nodes/${a.childNode.divisionCd}` }]),

  "GET /app/api/v2/grades": own(() => [{ url: "/app/api/v2/grades" }]),
  // A's grade code is free in B.
  "POST /app/api/v2/grades": own((a) => [
    { url: "/app/api/v2/grades", payload: { gradeCd: a.grade.gradeCd, name: "侵入学年" } },
  ]),
  "PUT /app/api/v2/grades/:gradeCd": refused((a) => [
    { url: `/app/api/v2/grades/${a.grade.gradeCd}`, payload: { name: "侵入", sortOrder: 1 } },
  ]),
  "DELETE /app/api/v2/grades/:gradeCd": refused((a) => [{ url: `/app/api/v2/grades/${a.grade.gradeCd}` }]),
  "GET /app/api/v2/scope-master": own(() => [{ url: "/app/api/v2/scope-master" }]),

  [`GET ${LU}`]: own((a) => [{ url: `${LU}${query({ keyword: a.loginUser.displayUserId })}` }]),
  [`GET ${LU}/permission-sets`]: own(() => [{ url: `${LU}/permission-sets` }]),
  [`GET ${LU}/:loginUserId`]: refused((a) => [{ url: `${LU}/${a.loginUser.id}` }]),
  // A's login id is free in B; A's permission set is not B's to give.
  [`POST ${LU}`]: own((a, b) => [
    {
      url: LU,
      payload: {
        displayUserId: a.loginUser.displayUserId,
        name: "侵入　職員",
        mailAddress: "intruder@example.jp",
        password: TEST_PASSWORD,
        permission: {
          permissionSetId: b.s.sets.referenceOnly,
          referenceAuthority: ListReferenceAuthority.ALL,
        },
      },
    },
  ]),
  [`PUT ${LU}/:loginUserId`]: refused((a) => [
    { url: `${LU}/${a.loginUser.id}`, payload: { name: "侵入", mailAddress: "intruder@example.jp" } },
  ]),
  [`POST ${LU}/:loginUserId/lock`]: refused((a) => [{ url: `${LU}/${a.loginUser.id}/lock` }]),
  [`POST ${LU}/:loginUserId/unlock`]: refused((a) => [{ url: `${LU}/${a.loginUser.id}/unlock` }]),
  [`POST ${LU}/:loginUserId/reset-totp`]: refused((a) => [{ url: `${LU}/${a.loginUser.id}/reset-totp` }]),
  [`POST ${LU}/:loginUserId/reset-password`]: refused((a) => [
    { url: `${LU}/${a.loginUser.id}/reset-password`, payload: { password: "Intruder-pass9" } },
  ]),

  [`GET ${ORG}/line-channel`]: own(() => [{ url: `${ORG}/line-channel` }]),
  [`PUT ${ORG}/line-channel`]: own(() => [
    {
      url: `${ORG}/line-channel`,
      payload: { channelId: "1234567890", channelSecret: "0123456789abcdef0123456789abcdef" },
    },
  ]),
  [`DELETE ${ORG}/line-channel`]: own(() => [{ url: `${ORG}/line-channel` }]),
  [`GET ${ORG}/mail-sender`]: own(() => [{ url: `${ORG}/mail-sender` }]),
  [`PUT ${ORG}/mail-sender`]: own(() => [
    { url: `${ORG}/mail-sender`, payload: { senderMailAddress: "office@intruder.example.jp" } },
  ]),
  [`GET ${ORG}/logo`]: own(async (_a, b, t) => {
    await setLogo(t, b.s.headers);
    return [{ url: `${ORG}/logo` }];
  }),
  [`POST ${ORG}/logo`]: own(async () => [{ url: `${ORG}/logo`, ...(await logoUpload()) }]),
  [`DELETE ${ORG}/logo`]: own(() => [{ url: `${ORG}/logo` }]),
  [`GET ${ORG}/analytics`]: own(() => [{ url: `${ORG}/analytics` }]),
  [`PUT ${ORG}/analytics`]: own(() => [
    { url: `${ORG}/analytics`, payload: { ga4Ids: ["G-ABCDE12345"], gtmIds: ["GTM-ABC1234"] } },
  ]),
  [`GET ${ORG}/ip-ranges`]: own(() => [{ url: `${ORG}/ip-ranges` }]),
  [`PUT ${ORG}/ip-ranges`]: own(() => [{ url: `${ORG}/ip-ranges`, payload: { ranges: [] } }]),
};
