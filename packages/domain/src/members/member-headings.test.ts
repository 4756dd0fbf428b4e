import { describe, expect, it } from "vitest";
import { memberFieldHeadings, uniqueHeadings } from "./member-headings";

describe("uniqueHeadings", () => {
  it.each([
    {
      name: "distinct headings stay",
      columns: [{ heading: "受付番号" }, { heading: "氏名" }],
      out: ["受付番号", "氏名"],
    },
    {
      name: "the qualified column of a shared heading says what it is",
      columns: [{ heading: "メールアドレス" }, { heading: "メールアドレス", qualifier: "設問" }],
      out: ["メールアドレス", "メールアドレス（設問）"],
    },
    {
      name: "a qualifier is used only when the heading is shared",
      columns: [{ heading: "氏名", qualifier: "設問" }],
      out: ["氏名"],
    },
    {
      name: "what still repeats is numbered",
      columns: [{ heading: "備考" }, { heading: "備考" }, { heading: "備考" }],
      out: ["備考", "備考（2）", "備考（3）"],
    },
    {
      name: "qualified columns sharing a heading among themselves only are numbered",
      columns: [
        { heading: "備考", qualifier: "設問" },
        { heading: "備考", qualifier: "設問" },
      ],
      out: ["備考", "備考（2）"],
    },
    {
      name: "full- and half-width count as the same heading",
      columns: [{ heading: "ＴＥＬ" }, { heading: "TEL", qualifier: "設問" }],
      out: ["ＴＥＬ", "TEL（設問）"],
    },
    {
      name: "a numbered heading never takes one already there",
      columns: [{ heading: "備考（2）" }, { heading: "備考" }, { heading: "備考" }],
      out: ["備考（2）", "備考", "備考（3）"],
    },
  ])("$name", ({ columns, out }) => {
    expect(uniqueHeadings(columns)).toEqual(out);
  });
});

describe("memberFieldHeadings", () => {
  const f = (fieldName: string, fieldTitle: string) => ({ fieldName, fieldTitle });

  it("qualifies a hierarchy level named like another column, whatever the order", () => {
    expect(
      memberFieldHeadings([
        f("member_id", "会員ID"),
        f("grade", "学年"),
        f("division_cd", "学科"),
        f("section_cd", "コース"),
        f("subsection_cd", "学年"),
        f("unit_cd", "クラス"),
      ]),
    ).toEqual(["会員ID", "学年", "学科", "コース", "学年（階層）", "クラス"]);
    expect(memberFieldHeadings([f("subsection_cd", "学年"), f("grade", "学年")])).toEqual([
      "学年（階層）",
      "学年",
    ]);
  });

  it("numbers two levels of the same name", () => {
    expect(memberFieldHeadings([f("division_cd", "所属"), f("section_cd", "所属")])).toEqual([
      "所属",
      "所属（2）",
    ]);
  });
});
