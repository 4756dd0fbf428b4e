import { registerCatalogue } from "@gakumu/ui";

// Texts of the grade master (menu grade-master, master 800), in the module's own namespace.
export const GRADE_MASTER_NAMESPACE = "gradeMaster";

const ja = {
  title: "学年マスタ",
  lead: "メンバーの学年や学年権限で使う学年を登録します。在籍者がいる学年は削除できません。",
  list: {
    create: "新規登録",
    gradeCd: "学年コード",
    name: "学年名",
    sortOrder: "表示順",
    members: "在籍者数",
    memberCount: "{{count}} 名",
    actions: "操作",
    empty: "学年が登録されていません。",
    total: "{{count}} 件",
  },
  actions: {
    edit: "編集",
    delete: "削除",
    deleteConfirm: "学年「{{name}}」（コード {{gradeCd}}）を削除します。よろしいですか？",
    deleted: "学年を削除しました。",
  },
  form: {
    createTitle: "学年の登録",
    editTitle: "学年の編集",
    gradeCd: "学年コード",
    gradeCdHint: "0〜99の整数。メンバーの学年に使うコードで、登録後は変更できません。",
    name: "学年名",
    sortOrder: "表示順",
    sortOrderHint: "小さいほど上に表示します。",
    save: "保存",
    cancel: "キャンセル",
    created: "学年を登録しました。",
    saved: "学年を保存しました。",
  },
};

type Catalogue = {
  [K in keyof typeof ja]: (typeof ja)[K] extends string ? string : { [L in keyof (typeof ja)[K]]: string };
};

const en: Catalogue = {
  title: "Grade master",
  lead: "Grades used by members and grade permissions. A grade with members cannot be deleted.",
  list: {
    create: "New grade",
    gradeCd: "Code",
    name: "Name",
    sortOrder: "Order",
    members: "Members",
    memberCount: "{{count}}",
    actions: "Actions",
    empty: "No grades yet.",
    total: "{{count}} grades",
  },
  actions: {
    edit: "Edit",
    delete: "Delete",
    deleteConfirm: "Delete grade “{{name}}” (code {{gradeCd}})?",
    deleted: "The grade was deleted.",
  },
  form: {
    createTitle: "New grade",
    editTitle: "Edit grade",
    gradeCd: "Code",
    gradeCdHint: "An integer 0–99 members refer to. It cannot be changed later.",
    name: "Name",
    sortOrder: "Order",
    sortOrderHint: "Smaller comes first.",
    save: "Save",
    cancel: "Cancel",
    created: "The grade was created.",
    saved: "The grade was saved.",
  },
};

registerCatalogue(GRADE_MASTER_NAMESPACE, { ja, en });
