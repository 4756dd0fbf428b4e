import { registerCatalogue } from "@gakumu/ui";

// Texts of the 「顔写真承認」 screen (menu photo-approval, member category 10).
export const PHOTO_APPROVAL_NAMESPACE = "photoApproval";

const ja = {
  title: "顔写真承認",
  lead: "承認待ちの顔写真を古い順に表示しています。承認すると写真が利用できるようになります。",
  total: "承認待ち {{count}} 件",
  empty: "承認待ちの顔写真はありません。",
  selectAll: "このページをすべて選択",
  approveSelected: "選択した写真を承認（{{count}}件）",
  approveSelectedMessage: "選択した{{count}}件の顔写真を承認します。よろしいですか？",
  bulkDone: "{{count}}件の顔写真を承認しました。",
  bulkFailed: "承認できなかった写真があります（{{count}}件）：{{messages}}",
  select: "{{name}} さんの写真を選択",
  kindNew: "新規",
  kindChange: "変更",
  current: "現在の写真",
  next: "新しい写真",
  noCurrent: "承認済みの写真はありません",
  uploadedAt: "登録 {{date}}",
  grade: "{{grade}}年",
  approve: "承認",
  reject: "却下",
  approveMessage: "{{name}} さんの顔写真を承認します。よろしいですか？",
  approved: "顔写真を承認しました。",
  rejected: "顔写真を却下しました。",
  rejectTitle: "顔写真の却下",
  rejectLead: "{{name}} さんに表示される却下理由を入力してください。",
  reason: "却下理由",
  reasonPlaceholder: "例：顔がはっきり写っていません。正面から撮影した写真を登録してください。",
  reasonRequired: "却下理由を入力してください",
  cancel: "キャンセル",
};

type Catalogue = { [K in keyof typeof ja]: string };

const en: Catalogue = {
  title: "Photo approval",
  lead: "Photos waiting for review, oldest first. An approved photo can be used.",
  total: "{{count}} waiting",
  empty: "No photos are waiting for review.",
  selectAll: "Select all on this page",
  approveSelected: "Approve selected ({{count}})",
  approveSelectedMessage: "Approve the {{count}} selected photos?",
  bulkDone: "{{count}} photos were approved.",
  bulkFailed: "Some photos could not be approved ({{count}}): {{messages}}",
  select: "Select the photo of {{name}}",
  kindNew: "New",
  kindChange: "Change",
  current: "Current photo",
  next: "New photo",
  noCurrent: "No approved photo",
  uploadedAt: "Uploaded {{date}}",
  grade: "Grade {{grade}}",
  approve: "Approve",
  reject: "Reject",
  approveMessage: "Approve the photo of {{name}}?",
  approved: "The photo was approved.",
  rejected: "The photo was rejected.",
  rejectTitle: "Reject photo",
  rejectLead: "Enter the reason {{name}} will see.",
  reason: "Reason",
  reasonPlaceholder: "e.g. The face is not clearly visible. Please upload a photo taken from the front.",
  reasonRequired: "Enter the reason",
  cancel: "Cancel",
};

registerCatalogue(PHOTO_APPROVAL_NAMESPACE, { ja, en });
