import sharp from "sharp";
import { expectCall, type FactoryContext } from "./factory-context";
import type { MemberFixture } from "./member.factory";
import type { TenantFixture } from "./tenant.factory";

/** A face photo uploaded for the member on the member screen, waiting for approval. */
export async function newMemberPhoto(t: FactoryContext, s: TenantFixture, member: MemberFixture) {
  const jpeg = await sharp({ create: { width: 300, height: 400, channels: 3, background: "#c87850" } })
    .jpeg()
    .toBuffer();
  const boundary = `----gakumu${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="face.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const res = await expectCall(
    t,
    {
      method: "POST",
      url: `/app/api/v2/member-photos/${member.id}?version=${member.version}`,
      headers: { ...s.headers, "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), jpeg, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    },
    200,
  );
  const state = res.json();
  // The member's version moved with the upload; callers address the member with the new one.
  member.version = state.memberVersion;
  return { photoId: state.current.photoId as number, memberVersion: state.memberVersion as number };
}
