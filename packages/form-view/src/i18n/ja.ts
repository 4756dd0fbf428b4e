// Texts of the answer fields, the same on the form frontend and in the back office's preview.
export const ja = {
  required: "必須",
  optional: "任意",
  conditional: "条件付きで表示",
  selectPlaceholder: "選択してください",
  period: "回答期間：{{start}} 〜 {{end}}",
  itemError: "{{label}}：{{message}}",
  address: {
    postalCd: "郵便番号",
    postalHint: "例：123-4567",
    lookup: "住所を検索",
    lookupFailed: "郵便番号から住所が見つかりませんでした。",
    lookupCity: "市区町村まで入力しました。町名・番地を続けて入力してください。",
    lookupPrefecture:
      "該当する市区町村が複数あるため、都道府県のみ選択しました。市区町村・番地を入力してください。",
    lookupAmbiguous:
      "該当する都道府県が複数あるため、住所を入力できませんでした。都道府県から選択してください。",
    lookupError: "住所を検索できませんでした。時間をおいて再度お試しください。",
    prefecture: "都道府県",
    address1: "市区町村・番地",
    address2: "建物名・部屋番号",
  },
  school: {
    select: "学校を選択",
    name: "学校名",
    nameHint: "一覧にない場合は学校名を入力してください",
    other: "一覧にない（学校名を入力）",
  },
  division: {
    level: "第{{n}}階層",
  },
  planDate: {
    nth: "第{{n}}希望",
  },
  file: {
    choose: "ファイルを選択",
    uploading: "アップロード中…",
    types: "ファイルの種類：{{types}}",
    maxSize: "1ファイル{{max}}MBまで",
    maxFiles: "{{max}}ファイルまで",
    remove: "{{name}}を削除",
    download: "{{name}}をダウンロード",
    tooLarge: "{{name}}は{{max}}MBを超えています。",
    wrongType: "{{name}}は選択できない種類のファイルです（{{types}}）。",
    tooMany: "ファイルは{{max}}個までです。",
    uploadFailed: "ファイルをアップロードできませんでした。",
    unavailable: "プレビューではファイルを送信できません。",
    none: "ファイルは選択されていません",
  },
  facePhoto: {
    choose: "写真を選択",
    change: "写真を変更",
    alt: "{{label}}の写真",
    placeholder: "写真なし",
    note: "正面・上半身・無帽で、3か月以内に撮影したものを選んでください。",
  },
  checkbox: {
    checked: "チェックあり",
  },
} as const;
