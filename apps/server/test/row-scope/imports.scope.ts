import type { FactoryContext, Headers } from "../factories";
import { multipart } from "../isolation/route-case";
import type { ScopeCase } from "./scope-case";
import type { ScopeSchool } from "./scope-school";

// 一括取込 (members and concern records): the caller uploads a file of their own that rewrites the
// outside member's address and adds a member to the outside member's class, then commits it. The
// direct routes refuse both writes; the importer must too, on upload or on commit.

let files = 0;

function outsideRows(s: ScopeSchool): Buffer {
  const placement = `${s.a.node.divisionCd},${s.a.childNode.divisionCd}`;
  const csv = [
    "会員ID,氏名,住所1,所属1,所属2",
    `${s.a.member.memberId},${s.a.member.name},書き換えた住所,${placement}`,
    `ZZOUTNEW${++files},ZZOUTSIDE　新入,新しい住所,${placement}`,
  ].join("\r\n");
  return Buffer.from(`${csv}\r\n`);
}

async function uploadAs(kind: string, s: ScopeSchool, t: FactoryContext, caller: Headers): Promise<number> {
  const file = multipart([{ name: "file", fileName: "名簿.csv", type: "text/csv", bytes: outsideRows(s) }]);
  const res = await t.app.inject({
    method: "POST",
    url: `/app/api/${kind}/upload`,
    headers: { ...caller, "content-type": file.contentType },
    payload: file.payload,
  });
  // A refused upload leaves nothing to commit: the commit of no upload must be refused as well.
  return res.statusCode === 200 ? (res.json().syncLogId as number) : 0;
}

export const importCommitOfOwnUpload = (kind: "member-import" | "concern-import"): ScopeCase => ({
  async calls(s, t, caller) {
    return [{ url: `/app/api/${kind}/commit`, payload: { syncLogId: await uploadAs(kind, s, t, caller) } }];
  },
});
