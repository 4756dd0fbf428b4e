import { i18n } from "@gakumu/ui";
import { afterEach, describe, expect, it } from "vitest";
import { domainMessage } from "./domain-messages";
import { FORM_NAMESPACE, loadStoredLanguage } from "./index";

afterEach(() => i18n.changeLanguage("ja"));

const notice = () => i18n.t("header.notice", { ns: FORM_NAMESPACE });

describe("form frontend texts (issue 5: English loads only for English)", () => {
  it("ships Japanese and fetches nothing for it", async () => {
    // As on a fresh page, whichever test of this file ran before.
    i18n.removeResourceBundle("en", FORM_NAMESPACE);
    await loadStoredLanguage();
    expect(notice()).toBe("ブラウザの更新ボタンや戻るボタンは使用しないでください。");
    expect(domainMessage("validation.required")).toBe("入力してください");
    expect(i18n.hasResourceBundle("en", FORM_NAMESPACE)).toBe(false);
  });

  it("fetches the English screen and domain texts when English is the language", async () => {
    await i18n.changeLanguage("en");
    await loadStoredLanguage();
    expect(notice()).toBe("Please do not use the browser's reload or back buttons.");
    expect(domainMessage("validation.required")).toBe("Please enter a value");
  });
});
