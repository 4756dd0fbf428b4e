import { DEMO_STUDENT_ORGANIZATION } from "./demo-school";

// The demo school's two forms, as a school office would build them in the form builder: the
// 出願 form of its entrance examination and the sign-up for its open campus, each with answers
// received. Answer periods and open-campus days are placed around the day the demo is seeded, so
// the forms take answers on the day someone tries them.

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;
const WEEKDAYS = ["日", "月", "火", "水", "木", "金", "土"] as const;

const school = DEMO_STUDENT_ORGANIZATION.name;

/** Where applicants' mail comes from: the organisation's sender address (組織設定). */
export const DEMO_SENDER_MAIL_ADDRESS = "nyushi@demo-gakuen.example.jp";

/** The demo applicant's form-frontend account: it has a draft of the 出願 form and a sent OC sign-up. */
export const DEMO_APPLICANT = {
  loginId: "applicant@example.jp",
  password: "Gakumu-demo1",
  name: "渡辺　陽葵",
  nameKana: "ワタナベ　ヒマリ",
  telNo: "090-2468-1357",
} as const;

/** yyyy-MM-dd of a moment in Japan. */
const tokyoDay = (at: Date) => new Date(at.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);

/** The first Saturdays at least two weeks after `now`, as 「2026/07/11（土）」 choices. */
export function openCampusDays(now: Date, count = 3): { value: string; label: string }[] {
  const start = new Date(now.getTime() + TOKYO_OFFSET_MS + 14 * DAY_MS);
  const toSaturday = (6 - start.getUTCDay() + 7) % 7;
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(start.getTime() + (toSaturday + 7 * i) * DAY_MS);
    const iso = day.toISOString().slice(0, 10);
    return { value: iso, label: `${iso.replaceAll("-", "/")}（${WEEKDAYS[day.getUTCDay()]}）` };
  });
}

/** Opened a month ago, closing in three months: the forms take answers whenever the demo starts. */
function answerPeriod(now: Date) {
  const day = (offset: number) => tokyoDay(new Date(now.getTime() + offset * DAY_MS));
  return {
    answerPeriodStart: `${day(-30)}T09:00:00+09:00`,
    answerPeriodEnd: `${day(90)}T17:00:00+09:00`,
  };
}

export function applicationFormDefinition(now: Date) {
  return {
    formCd: "DEMO-SHUTSUGAN",
    formType: "APPLICATION",
    title: `${school} 一般入試 出願フォーム`,
    descriptionHtml:
      "<p>一般入試の出願フォームです。必要事項を入力し、確認画面で内容をご確認のうえ送信してください。</p>" +
      "<p>アカウントを登録すると、入力途中の内容を一時保存したり、送信後に修正期限まで内容を修正したりできます。</p>",
    ...answerPeriod(now),
    loginRequired: 0,
    editableAfterSubmit: true,
    editDeadline: `${tokyoDay(new Date(now.getTime() + 60 * DAY_MS))}T17:00:00+09:00`,
    showInFormList: true,
    completionMailSubject: `【${school}】出願受付のお知らせ（受付番号 {answerNumber}）`,
    completionMailBody: [
      "{name} 様",
      "",
      `このたびは${school}へご出願いただき、ありがとうございます。`,
      "以下の内容で出願を受け付けました。",
      "",
      "受付番号：{answerNumber}",
      "受付日時：{answeredAt}",
      "",
      "■ご入力内容",
      "{answers}",
      "",
      "受験票は試験日の1週間前までに郵送いたします。",
      "ご不明な点は入試広報室（03-1234-5678）までお問い合わせください。",
    ].join("\n"),
    sections: [
      {
        title: "志願者情報",
        items: [
          {
            itemKey: "name",
            itemType: "TEXT_SINGLE",
            label: "氏名",
            helpText: "姓と名の間に全角スペースを入れてください。",
            required: true,
            validation: { maxLength: 50 },
            applicantName: true,
          },
          {
            itemKey: "nameKana",
            itemType: "TEXT_SINGLE",
            label: "ふりがな",
            helpText: "全角カタカナで入力してください。",
            required: true,
            validation: { maxLength: 50, format: "kana" },
          },
          {
            itemKey: "birthDate",
            itemType: "DATE",
            label: "生年月日",
            required: true,
            validation: { minDate: "2000-01-01" },
          },
          {
            itemKey: "gender",
            itemType: "SELECT",
            label: "性別",
            required: true,
            choices: [
              { value: "1", label: "男性" },
              { value: "2", label: "女性" },
              { value: "9", label: "回答しない" },
            ],
          },
          { itemKey: "tel", itemType: "TEL_NO", label: "電話番号", required: true },
          {
            itemKey: "mail",
            itemType: "MAIL_ADDRESS",
            label: "メールアドレス",
            helpText: "受付完了メールをお送りします。",
            required: true,
          },
          { itemKey: "address", itemType: "ADDRESS", label: "住所", required: true },
        ],
      },
      {
        title: "出身校・志望学科",
        items: [
          {
            itemKey: "almaMater",
            itemType: "TEXT_SINGLE",
            label: "出身校",
            helpText: "例：渋谷区立渋谷中学校",
            required: true,
            validation: { maxLength: 100 },
          },
          {
            itemKey: "course",
            itemType: "SELECT",
            label: "志望学科",
            required: true,
            choices: [
              { value: "0101", label: "普通科 総合進学コース" },
              { value: "0102", label: "普通科 特別進学コース" },
              { value: "0201", label: "国際科 国際教養コース" },
            ],
          },
          {
            itemKey: "motivation",
            itemType: "TEXT_MULTI",
            label: "志望理由",
            validation: { maxLength: 400 },
          },
          {
            itemKey: "report",
            itemType: "UPLOAD",
            label: "調査書（写し）",
            helpText: "PDFまたは画像で提出してください（5MBまで）。原本は郵送してください。",
            fileTypes: [1, 4],
            maxFileSizeMb: 5,
          },
        ],
      },
      {
        title: "確認事項",
        items: [
          {
            itemKey: "consent",
            itemType: "CHECKBOX",
            label: "個人情報の取り扱いに同意する",
            helpText: "ご入力いただいた個人情報は、入学者選抜とその連絡のためにのみ利用します。",
            required: true,
          },
        ],
      },
    ],
    messages: [
      {
        messageType: 3,
        bodyHtml: "<p>出願を受け付けました。受付番号は受験票にも記載されます。</p>",
      },
      {
        messageType: 5,
        bodyHtml: "<p>このフォームには回答済みです。内容はマイページから確認できます。</p>",
      },
    ],
  };
}

export function openCampusFormDefinition(now: Date) {
  return {
    formCd: "DEMO-OC",
    formType: "OC",
    title: `${school} オープンキャンパス申込`,
    descriptionHtml:
      "<p>オープンキャンパス（学校説明会・授業体験・部活動見学）の参加申込フォームです。</p>" +
      "<p>保護者の方もご参加いただけます。参加人数には生徒本人を含めてください。</p>",
    ...answerPeriod(now),
    loginRequired: 0,
    showInFormList: true,
    completionMailSubject: `【${school}】オープンキャンパス申込受付（受付番号 {answerNumber}）`,
    completionMailBody: [
      "{name} 様",
      "",
      `${school}のオープンキャンパスにお申し込みいただき、ありがとうございます。`,
      "",
      "受付番号：{answerNumber}",
      "",
      "■お申込内容",
      "{answers}",
      "",
      "当日は上履きをご持参のうえ、9時30分までに本館受付へお越しください。",
      "皆さまにお会いできることを楽しみにしております。",
    ].join("\n"),
    sections: [
      {
        title: "参加者情報",
        items: [
          {
            itemKey: "name",
            itemType: "TEXT_SINGLE",
            label: "氏名",
            required: true,
            validation: { maxLength: 50 },
            applicantName: true,
          },
          {
            itemKey: "school",
            itemType: "TEXT_SINGLE",
            label: "学校名",
            required: true,
            validation: { maxLength: 100 },
          },
          {
            itemKey: "grade",
            itemType: "SELECT",
            label: "学年",
            required: true,
            choices: [
              { value: "1", label: "中学1年" },
              { value: "2", label: "中学2年" },
              { value: "3", label: "中学3年" },
              { value: "9", label: "その他" },
            ],
          },
          {
            itemKey: "mail",
            itemType: "MAIL_ADDRESS",
            label: "メールアドレス",
            helpText: "受付完了メールをお送りします。",
            required: true,
          },
        ],
      },
      {
        title: "参加内容",
        items: [
          {
            itemKey: "participants",
            itemType: "NUMBER",
            label: "参加人数",
            helpText: "生徒本人を含めた人数を入力してください。",
            required: true,
            validation: { minValue: 1, maxValue: 5 },
          },
          {
            itemKey: "day",
            itemType: "SELECT",
            label: "参加希望日",
            required: true,
            choices: openCampusDays(now),
          },
          {
            itemKey: "question",
            itemType: "TEXT_MULTI",
            label: "質問",
            helpText: "学校生活や入試について、知りたいことがあればご記入ください。",
            validation: { maxLength: 400 },
          },
        ],
      },
    ],
    messages: [
      {
        messageType: 3,
        bodyHtml: "<p>お申し込みありがとうございました。当日のご来校をお待ちしております。</p>",
      },
    ],
  };
}

/** What an applicant typed, and what became of it in the office. */
export interface DemoAnswer {
  values: Record<string, unknown>;
  /** Sent through the demo applicant's account; otherwise by a visitor through the link. */
  byApplicant?: boolean;
  /** 一時保存 only (an account is needed for it). */
  draft?: boolean;
  /** Staff confirmed it (確定). */
  fixed?: boolean;
}

const address = (postalCd: string, prefectureCd: string, address1: string, address2 = "") => ({
  postalCd,
  prefectureCd,
  address1,
  address2,
});

export const APPLICATION_ANSWERS: DemoAnswer[] = [
  {
    fixed: true,
    values: {
      name: "佐藤　大翔",
      nameKana: "サトウ　ヒロト",
      birthDate: "2010-05-14",
      gender: "1",
      tel: "090-1111-2222",
      mail: "hiroto.sato@example.jp",
      address: address("150-0002", "13", "渋谷区渋谷2丁目21番1号"),
      almaMater: "渋谷区立渋谷中学校",
      course: "0102",
      motivation: "特別進学コースで難関大学を目指し、部活動と勉強を両立したいと考えました。",
      consent: true,
    },
  },
  {
    values: {
      name: "鈴木　結衣",
      nameKana: "スズキ　ユイ",
      birthDate: "2010-09-03",
      gender: "2",
      tel: "080-3333-4444",
      mail: "yui.suzuki@example.com",
      address: address("220-0012", "14", "横浜市西区みなとみらい3丁目5番1号", "みなとみらいハイツ1204"),
      almaMater: "横浜市立みなと中学校",
      course: "0201",
      motivation: "",
      consent: true,
    },
  },
  {
    byApplicant: true,
    draft: true,
    values: {
      name: DEMO_APPLICANT.name,
      nameKana: DEMO_APPLICANT.nameKana,
      birthDate: "2010-12-24",
      gender: "2",
      tel: DEMO_APPLICANT.telNo,
      mail: DEMO_APPLICANT.loginId,
    },
  },
];

export function openCampusAnswers(now: Date): DemoAnswer[] {
  const [first, second] = openCampusDays(now);
  return [
    {
      fixed: true,
      values: {
        name: "高橋　蓮",
        school: "世田谷区立桜丘中学校",
        grade: "3",
        mail: "ren.takahashi@example.jp",
        participants: 2,
        day: first!.value,
        question: "特別進学コースの授業を見学できますか。",
      },
    },
    {
      values: {
        name: "伊藤　さくら",
        school: "川崎市立中原中学校",
        grade: "2",
        mail: "sakura.ito@example.com",
        participants: 3,
        day: second!.value,
        question: "",
      },
    },
    {
      byApplicant: true,
      values: {
        name: DEMO_APPLICANT.name,
        school: "目黒区立第一中学校",
        grade: "3",
        mail: DEMO_APPLICANT.loginId,
        participants: 2,
        day: first!.value,
        question: "吹奏楽部の見学はできますか。",
      },
    },
  ];
}
