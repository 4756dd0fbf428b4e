import { describe, expect, it } from "vitest";
import { formatDateTimeJa, httpLink, oneLine } from "./format";
import { type MailTemplateKey, mailTemplates, renderMail } from "./index";

const at = new Date("2025-04-01T00:05:00Z"); // 2025-04-01 09:05 in Tokyo

describe("mail templates", () => {
  const cases: {
    [K in MailTemplateKey]: {
      params: Parameters<(typeof mailTemplates)[K]["text"]>[0];
      subject: string;
      body: string[];
    };
  } = {
    "verification-code": {
      params: { code: "123456", minutesValid: 30 },
      subject: "認証コードのお知らせ",
      body: ["認証コード：123456", "このメールの送信から30分間"],
    },
    "password-reset": {
      params: { link: "https://gakumu.example/login-reset?token=t", expiresAt: at, name: "佐藤 一郎" },
      subject: "パスワード再設定のご案内",
      body: ["佐藤 一郎 様", "https://gakumu.example/login-reset?token=t", "2025年4月1日（火）09:05まで"],
    },
    "login-reminder": {
      params: { loginId: "sato01" },
      subject: "ログインIDのお知らせ",
      body: ["ログインID：sato01", "パスワードを忘れた方"],
    },
    "form-answer-complete": {
      params: { formName: "オープンキャンパス申込", answerNumber: "OC-001", answeredAt: at },
      subject: "回答受付完了のお知らせ（オープンキャンパス申込）",
      body: [
        "「オープンキャンパス申込」へのご回答を受け付けました。",
        "受付番号：OC-001",
        "受付日時：2025年4月1日（火）09:05",
      ],
    },
    "form-answer-remand": {
      params: {
        formTitle: "推薦入試 出願",
        message: "写真を貼り直してください。",
        receiptNo: 12,
        deadline: at,
        hasAccount: true,
      },
      subject: "【推薦入試 出願】回答の差し戻しのお知らせ",
      body: ["受付番号：12", "写真を貼り直してください。", "2025年4月1日（火）09:05までに回答を修正し"],
    },
    "form-user-registered": {
      params: { mailAddress: "hanako@example.com" },
      subject: "アカウント登録についてのお知らせ",
      body: ["このメールアドレス（hanako@example.com）は既に登録されています。", "パスワードをお忘れの方"],
    },
    "test-mail": {
      params: { requestedAt: at },
      subject: "テストメール",
      body: ["テストメール", "送信依頼日時：2025年4月1日（火）09:05"],
    },
    "member-registration": {
      params: {
        link: "https://gakumu.example/email-address-authenticate?kind=register&token=t",
        expiresAt: at,
        name: "佐藤 花子",
        organizationName: "さくら高等学校",
      },
      subject: "アプリ利用登録のご案内（さくら高等学校）",
      body: [
        "佐藤 花子 様",
        "https://gakumu.example/email-address-authenticate?kind=register&token=t",
        "2025年4月1日（火）09:05まで",
      ],
    },
    "news-approval-request": {
      params: {
        name: "教頭 花子",
        typeName: "お知らせ",
        title: "運動会の延期",
        authorName: "佐藤 一郎",
        stageLabel: "1段階目（全2段階）",
        link: "https://gakumu.example/announcement-approval?key=k",
        expiresAt: at,
      },
      subject: "【承認依頼】お知らせ「運動会の延期」",
      body: [
        "教頭 花子 様",
        "申請者：佐藤 一郎",
        "承認段階：1段階目（全2段階）",
        "https://gakumu.example/announcement-approval?key=k",
        "リンクの有効期限：2025年4月1日（火）09:05まで",
      ],
    },
    "news-approval-result": {
      params: {
        name: "佐藤 一郎",
        typeName: "FAQ",
        title: "欠席の連絡方法",
        result: "RETURNED",
        actorName: "教頭 花子",
        comment: "連絡先の電話番号を追記してください。",
        publishFrom: at,
      },
      subject: "【差し戻されました】FAQ「欠席の連絡方法」",
      body: [
        "佐藤 一郎 様",
        "下書きに戻っています",
        "差し戻した人：教頭 花子",
        "連絡先の電話番号を追記してください。",
      ],
    },
    "push-reply-notice": {
      params: {
        name: "佐藤 一郎",
        title: "保護者会の出欠",
        memberName: "山田 花子",
        className: "普通科 1年 A組",
        reply: "出席します。\n車で伺います。",
        repliedAt: at,
      },
      subject: "【返信】保護者会の出欠",
      body: [
        "佐藤 一郎 様",
        "お知らせ：保護者会の出欠",
        "返信者：山田 花子（普通科 1年 A組）",
        "返信日時：2025年4月1日（火）09:05",
        "出席します。\n車で伺います。",
      ],
    },
    "member-password-reminder": {
      params: {
        link: "https://gakumu.example/email-address-authenticate?kind=reset&token=t",
        expiresAt: at,
        name: "佐藤 花子",
        memberId: "S2025001",
      },
      subject: "アプリのパスワード再設定のご案内",
      body: ["ログインID（メンバーID）：S2025001", "kind=reset&token=t", "2025年4月1日（火）09:05まで"],
    },
    "safety-auto-staff": {
      params: {
        action: "SENT",
        title: "震度速報",
        headline: "１７日２３時０６分ころ、地震による強い揺れを感じました。",
        strengthLabel: "震度５弱",
        areaNames: ["宮城県", "福島県"],
        reportedAt: at,
        reason: "宮城県、福島県で震度５弱のため配信します",
      },
      subject: "【安否確認】地震・津波情報により自動配信しました",
      body: [
        "情報：震度速報",
        "発表日時：2025年4月1日（火）09:05",
        "規模：震度５弱",
        "対象地域：宮城県、福島県",
        "判定：宮城県、福島県で震度５弱のため配信します",
        "出典：気象庁",
      ],
    },
    "safety-request": {
      params: {
        title: "【訓練】安否確認訓練",
        bodyText: "これは訓練です。",
        answerUrl: "https://gakumu.example/safety-answer?key=k",
        isDrill: true,
        expiresAt: at,
        name: "山田 太郎",
      },
      subject: "【安否確認】【訓練】安否確認訓練",
      body: [
        "山田 太郎 様",
        "これは訓練です。実際の災害ではありません。",
        "https://gakumu.example/safety-answer?key=k",
        "2025年4月1日（火）09:05まで",
      ],
    },
    "safety-staff-alert": {
      params: {
        kind: "SERIOUS",
        title: "安否確認訓練",
        isDrill: true,
        personName: "生徒　A2",
        placement: "普通科 ／ 1年 ／ A組",
        answeredAt: at,
        phoneNumbers: ["090-1111-2222"],
      },
      subject: "【安否確認】【訓練】重傷の回答がありました（安否確認訓練）",
      body: [
        "これは訓練の安否確認についての通知です。",
        "安否確認：【訓練】安否確認訓練",
        "氏名：生徒　A2",
        "所属：普通科 ／ 1年 ／ A組",
        "回答日時：2025年4月1日（火）09:05",
        "連絡先：090-1111-2222",
      ],
    },
    "staff-notice": {
      params: {
        name: "佐藤 一郎",
        title: "欠席連絡",
        body: "1年1組 山田 花子：発熱のため欠席",
        url: "https://gakumu.example/contact?id=12",
      },
      subject: "【通知】欠席連絡",
      body: ["佐藤 一郎 様", "1年1組 山田 花子：発熱のため欠席", "https://gakumu.example/contact?id=12"],
    },
  };

  for (const key of Object.keys(mailTemplates) as MailTemplateKey[]) {
    it(`renders ${key} in Japanese with the shared footer`, () => {
      const { params, subject, body } = cases[key];
      const rendered = renderMail(key, params as never, "さくら高等学校");
      expect(rendered.subject).toBe(subject);
      for (const line of body) expect(rendered.text).toContain(line);
      expect(rendered.text).toContain("さくら高等学校\n※このメールは送信専用のアドレスから送信しています。");
      expect(rendered.text).not.toMatch(/undefined|null|NaN/);
    });
  }

  it("tells the automatic send's staff that JMA withdrew the report after the send went out", () => {
    const withdrawn = {
      action: "WITHDRAWN" as const,
      title: "震度速報",
      headline: "１７日２３時０６分ころ、地震による強い揺れを感じました。",
      strengthLabel: "震度５弱",
      areaNames: ["宮城県"],
      reportedAt: at,
      reason: "取消報を受信しました",
      sentAt: new Date(at.getTime() + 3 * 60_000),
      staffOnly: false,
    };
    const rendered = renderMail("safety-auto-staff", withdrawn, "さくら高等学校");
    expect(rendered.subject).toBe("【安否確認】自動配信のもとになった情報を気象庁が取り消しました");
    for (const line of [
      "気象庁が、安否確認を自動配信したもとの情報を取り消しました（取消報）。",
      "配信済みの安否確認は取り消せません。メンバーに取り消しを伝えるかどうか、判断してください。",
      "取り消された情報：震度速報",
      "発表日時：2025/04/01 09:05",
      "規模：震度５弱",
      "対象地域：宮城県",
      "自動配信した日時：2025/04/01 09:08",
      "出典：気象庁",
    ])
      expect(rendered.text).toContain(line);
    const staffOnly = renderMail("safety-auto-staff", { ...withdrawn, staffOnly: true }, null);
    expect(staffOnly.text).toContain("この情報による配信は職員のみへの通知でした。");
    expect(staffOnly.text).not.toContain("メンバーに取り消しを伝える");
  });

  it("keeps people's values on one line in subjects and label lines", () => {
    const rendered = renderMail(
      "form-answer-complete",
      { formName: "説明会\r\nBcc: x@example.com", answerNumber: "1\n2", answeredAt: at },
      null,
    );
    expect(rendered.subject).toBe("回答受付完了のお知らせ（説明会 Bcc: x@example.com）");
    expect(rendered.text).toContain("受付番号：1 2\n");
  });

  it("tells an applicant without an account to answer again through the link, not the mypage", () => {
    const params = {
      formTitle: "説明会",
      message: "日程を選び直してください。",
      receiptNo: 3,
      deadline: null,
    };
    const visitor = renderMail("form-answer-remand", { ...params, hasAccount: false }, "さくら高等学校").text;
    expect(visitor).toContain("ご案内したフォームのURLから改めてご回答ください。");
    expect(visitor).not.toContain("マイページ");
    const member = renderMail("form-answer-remand", { ...params, hasAccount: true }, "さくら高等学校").text;
    expect(member).toContain("回答はフォームのマイページから修正できます。");
  });

  it("shortens a very long subject", () => {
    const rendered = renderMail(
      "form-answer-complete",
      { formName: "長".repeat(400), answerNumber: "1", answeredAt: at },
      null,
    );
    expect(rendered.subject).toHaveLength(200);
    expect(rendered.subject.endsWith("…")).toBe(true);
  });

  it("accepts only web links", () => {
    expect(httpLink(" https://gakumu.example/a?b=1 ")).toBe("https://gakumu.example/a?b=1");
    expect(() => httpLink("javascript:alert(1)")).toThrow();
    expect(() => httpLink("file:///etc/passwd")).toThrow();
    expect(() => httpLink("ログイン画面")).toThrow();
  });

  it("formats helpers for plain text", () => {
    expect(oneLine("  山田\u0000 太郎\r\n様 ")).toBe("山田 太郎 様");
    expect(formatDateTimeJa(new Date("2024-12-31T15:00:00Z"))).toBe("2025年1月1日（水）00:00");
  });
});
