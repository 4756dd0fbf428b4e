import { registerCatalogue } from "@gakumu/ui";

// Texts of the hierarchy editor (menu hierarchy, master 800), in the module's own namespace.
export const HIERARCHY_NAMESPACE = "hierarchy";

const ja = {
  title: "組織階層",
  lead: "所属は{{max}}階層まで登録できます。在籍者がいる所属は削除できません。使わなくなった所属は無効化してください。",
  toolbar: {
    addRoot: "最上位に追加",
    expandAll: "すべて展開",
    collapseAll: "すべて折りたたむ",
    total: "所属 {{count}} 件",
  },
  columns: {
    name: "所属",
    code: "所属コード",
    level: "階層",
    members: "在籍者数",
    status: "状態",
    actions: "操作",
  },
  row: {
    disabled: "無効",
    expand: "{{name}} を展開",
    collapse: "{{name}} を折りたたむ",
    members: "{{count}} 名",
    empty: "所属が登録されていません。「最上位に追加」から登録してください。",
  },
  actions: {
    menu: "操作",
    addChild: "下位に追加",
    rename: "名前を変更",
    move: "移動",
    up: "上へ",
    down: "下へ",
    disable: "無効化",
    enable: "有効化",
    delete: "削除",
    disableConfirm: "「{{name}}」とその下位の所属を無効化します。よろしいですか？",
    enableConfirm: "「{{name}}」とその下位の所属を有効にします。よろしいですか？",
    deleteConfirm: "「{{name}}」（{{code}}）を削除します。この操作は元に戻せません。よろしいですか？",
    deleteHasMembers: "所属メンバーがいるため削除できません（{{count}}人）",
    deleteHasChildren: "下位の所属があるため削除できません（{{count}}件）",
    disabled: "所属を無効化しました。",
    enabled: "所属を有効にしました。",
    deleted: "所属を削除しました。",
  },
  form: {
    addRootTitle: "所属の追加（{{level}}）",
    addChildTitle: "「{{parent}}」の下に{{level}}を追加",
    renameTitle: "所属名の変更",
    divisionCd: "所属コード",
    divisionCdHint: "半角英数字（{{max}}文字以内）。登録後は変更できません。",
    name: "所属名",
    save: "保存",
    cancel: "キャンセル",
    added: "所属を追加しました。",
    renamed: "所属名を変更しました。",
  },
  move: {
    title: "所属の移動",
    lead: "「{{name}}」を下位の所属ごと移動します。在籍者の所属コードも移動先に合わせて更新されます。",
    target: "移動先",
    top: "最上位",
    none: "移動できる所属がありません（無効な所属の下や、{{max}}階層を超える位置には移動できません）。",
    submit: "移動する",
    cancel: "キャンセル",
    moved: "所属を移動しました。在籍者 {{count}} 名の所属を更新しました。",
  },
};

type Catalogue = {
  [K in keyof typeof ja]: (typeof ja)[K] extends string ? string : { [L in keyof (typeof ja)[K]]: string };
};

const en: Catalogue = {
  title: "Organisation hierarchy",
  lead: "Up to {{max}} levels. A unit with members cannot be deleted: disable units no longer in use.",
  toolbar: {
    addRoot: "Add at top level",
    expandAll: "Expand all",
    collapseAll: "Collapse all",
    total: "{{count}} units",
  },
  columns: {
    name: "Unit",
    code: "Code",
    level: "Level",
    members: "Members",
    status: "Status",
    actions: "Actions",
  },
  row: {
    disabled: "Disabled",
    expand: "Expand {{name}}",
    collapse: "Collapse {{name}}",
    members: "{{count}}",
    empty: "No units yet. Use “Add at top level” to create one.",
  },
  actions: {
    menu: "Actions",
    addChild: "Add below",
    rename: "Rename",
    move: "Move",
    up: "Up",
    down: "Down",
    disable: "Disable",
    enable: "Enable",
    delete: "Delete",
    disableConfirm: "Disable “{{name}}” and every unit below it?",
    enableConfirm: "Enable “{{name}}” and every unit below it?",
    deleteConfirm: "Delete “{{name}}” ({{code}})? This cannot be undone.",
    deleteHasMembers: "It cannot be deleted: it has members ({{count}})",
    deleteHasChildren: "It cannot be deleted: it has units below it ({{count}})",
    disabled: "The unit was disabled.",
    enabled: "The unit was enabled.",
    deleted: "The unit was deleted.",
  },
  form: {
    addRootTitle: "New unit ({{level}})",
    addChildTitle: "New {{level}} under “{{parent}}”",
    renameTitle: "Rename unit",
    divisionCd: "Code",
    divisionCdHint: "Half-width letters and digits (up to {{max}}). It cannot be changed later.",
    name: "Name",
    save: "Save",
    cancel: "Cancel",
    added: "The unit was added.",
    renamed: "The unit was renamed.",
  },
  move: {
    title: "Move unit",
    lead: "“{{name}}” moves with everything below it. Members' unit codes follow the move.",
    target: "Move under",
    top: "Top level",
    none: "There is nowhere to move it (not under a disabled unit, not deeper than {{max}} levels).",
    submit: "Move",
    cancel: "Cancel",
    moved: "The unit was moved; {{count}} members were updated.",
  },
};

registerCatalogue(HIERARCHY_NAMESPACE, { ja, en });
