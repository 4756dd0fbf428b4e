import { sampleDefinition } from "../apps/server/test/forms/form-test-kit";

// The form the answer-submission benchmark publishes, and the answers it sends.

const choices = (...labels: string[]) => labels.map((label, i) => ({ value: String(i + 1), label }));

/** A 20-item application form of the kinds schools ask most, answered without login. */
export function twentyItemForm() {
  const text = (itemKey: string, label: string, extra: object = {}) => ({
    itemKey,
    itemType: "TEXT_SINGLE",
    label,
    required: true,
    validation: { maxLength: 50 },
    ...extra,
  });
  const items = [
    text("name", "氏名"),
    text("nameKana", "氏名（カナ）", { validation: { maxLength: 50, format: "kana" } }),
    { itemKey: "birthday", itemType: "DATE", label: "生年月日", required: true },
    {
      itemKey: "gender",
      itemType: "SELECT",
      label: "性別",
      required: true,
      choices: choices("男", "女", "回答しない"),
    },
    { itemKey: "tel", itemType: "TEL_NO", label: "電話番号", required: true },
    { itemKey: "mail", itemType: "MAIL_ADDRESS", label: "メールアドレス", required: true },
    { itemKey: "address", itemType: "ADDRESS", label: "住所", required: true },
    { itemKey: "school", itemType: "SCHOOL", label: "出身中学校", required: true },
    { itemKey: "graduation", itemType: "DATE", label: "卒業見込み日" },
    {
      itemKey: "course",
      itemType: "SELECT",
      label: "志望学科",
      required: true,
      choices: choices("普通科", "理数科", "商業科"),
    },
    { itemKey: "second", itemType: "LIST", label: "第2志望", choices: choices("普通科", "理数科", "商業科") },
    {
      itemKey: "clubs",
      itemType: "MULTIPLE",
      label: "興味のある部活動",
      choices: choices("野球", "吹奏楽", "美術", "陸上"),
    },
    {
      itemKey: "score",
      itemType: "NUMBER",
      label: "英語検定（級）",
      validation: { minValue: 1, maxValue: 5 },
    },
    text("guardian", "保護者氏名"),
    { itemKey: "guardianTel", itemType: "TEL_NO", label: "保護者電話番号", required: true },
    {
      itemKey: "visit",
      itemType: "PLAN_DATE",
      label: "個別相談の希望日",
      choices: [
        { value: "2027-01-10", label: "2027-01-10" },
        { value: "2027-01-17", label: "2027-01-17" },
      ],
    },
    { itemKey: "reason", itemType: "TEXT_MULTI", label: "志望理由", validation: { maxLength: 800 } },
    { itemKey: "note", itemType: "TEXT_MULTI", label: "連絡事項" },
    {
      itemKey: "howKnown",
      itemType: "MULTIPLE",
      label: "本校を知ったきっかけ",
      choices: choices("説明会", "Web", "知人"),
    },
    { itemKey: "consent", itemType: "CHECKBOX", label: "個人情報の取り扱いに同意する", required: true },
  ];
  return sampleDefinition({
    loginRequired: 0,
    sections: [{ title: "出願情報", items }],
    messages: [],
  });
}

/** A complete valid answer to twentyItemForm. */
const ANSWER = {
  name: "東雲　花子",
  nameKana: "シノノメ　ハナコ",
  birthday: "2011-05-20",
  gender: "2",
  tel: "090-1234-5678",
  mail: "hanako@example.jp",
  address: { postalCd: "100-0001", prefectureCd: "13", address1: "千代田区千代田1-1", address2: "" },
  school: { schoolCd: null, schoolName: "千代田区立第一中学校" },
  graduation: "2027-03-20",
  course: "2",
  second: "1",
  clubs: ["2", "3"],
  score: 3,
  guardian: "東雲　一郎",
  guardianTel: "03-1234-5678",
  visit: "2027-01-10",
  reason: "理数科で数学をさらに深く学びたいと考え、志望しました。".repeat(4),
  note: "",
  howKnown: ["1"],
  consent: true,
};

const READINGS = ["シノノメ　ハナコ", "サトウ　ユウキ", "タカハシ　ミオ", "イトウ　ソウタ", "ワタナベ　ヒナ"];

/** One applicant's answer; `n` makes each one distinct (name, address, mail, telephone, choices). */
export function answerOf(n: number) {
  const digits = String(n % 10_000).padStart(4, "0");
  return {
    ...ANSWER,
    name: `東雲　花子${n}`,
    nameKana: READINGS[n % READINGS.length],
    tel: `090-${String(Math.floor(n / 10_000) % 10_000).padStart(4, "0")}-${digits}`,
    mail: `applicant${n}@example.jp`,
    address: { ...ANSWER.address, address2: `${n}号室` },
    gender: String((n % 3) + 1),
    course: String((n % 3) + 1),
  };
}
