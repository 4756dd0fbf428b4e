import { describe, expect, it } from "vitest";
import { richTextField } from "./rich-text";

describe("richTextField", () => {
  it("sanitises the stored value", () => {
    expect(richTextField().parse('<p onclick="x()">本文<script>alert(1)</script></p>')).toBe("<p>本文</p>");
  });

  it("treats tag-only or space-only content as empty when required", () => {
    const schema = richTextField({ required: true, field: "本文" });
    for (const html of ["", "<p><br></p>", "<p>&nbsp;\u3000</p>"]) {
      expect(schema.safeParse(html).error?.issues[0]?.message).toBe("本文を入力してください");
    }
    expect(schema.parse("<p>あ</p>")).toBe("<p>あ</p>");
  });

  it("limits the visible text, not the markup", () => {
    const schema = richTextField({ maxLength: 3 });
    expect(schema.parse('<p><span style="color: #ff0000">あいう</span></p>')).toContain("あいう");
    expect(schema.safeParse("<p>あいうえ</p>").error?.issues[0]?.message).toBe("3文字以内で入力してください");
  });
});
