import { notifications } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notify } from "./notify";

describe("notify", () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["success", "green", "正常終了"],
    ["warning", "yellow", "警告"],
    ["danger", "red", "エラー"],
    ["info", "blue", "お知らせ"],
  ] as const)("%s uses %s and the default title %s, hiding after 5000 ms", (kind, color, title) => {
    const spy = vi.spyOn(notifications, "show").mockReturnValue("id");
    notify[kind]({ message: "本文" });
    expect(spy).toHaveBeenCalledWith(
      expect.objectContaining({ color, title, message: "本文", autoClose: 5000 }),
    );
  });

  it("keeps a given title", () => {
    const spy = vi.spyOn(notifications, "show").mockReturnValue("id");
    notify.success({ title: "登録", message: "登録しました" });
    expect(spy).toHaveBeenCalledWith(expect.objectContaining({ title: "登録" }));
  });
});
