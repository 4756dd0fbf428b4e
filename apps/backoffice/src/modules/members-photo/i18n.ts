import { registerCatalogue } from "@gakumu/ui";

// Texts of the face photo panel embedded in the member screen (menu member-list).
export const MEMBER_PHOTO_NAMESPACE = "memberPhoto";

const ja = {
  title: "顔写真",
  none: "未登録",
  current: "現在の写真",
  submitted: "登録した写真",
  pending: "変更申請中の写真",
  upload: "写真を登録",
  change: "写真を変更",
  hint: "JPEGまたはPNG、{{maxKb}}KBまで。幅{{minWidth}}×高さ{{minHeight}}ピクセル以上。",
  uploaded: "顔写真を登録しました。承認されると利用できるようになります。",
  rejected: "顔写真が却下されました。",
  changeRejected: "写真の変更が却下されました。",
  reason: "理由：{{reason}}",
  waiting: "承認待ちです。",
  changeWaiting: "新しい写真の承認待ちです。承認されるまで現在の写真が使われます。",
  enlarge: "拡大して表示",
  close: "閉じる",
  loadFailed: "顔写真を読み込めませんでした。",
};

type Catalogue = { [K in keyof typeof ja]: string };

const en: Catalogue = {
  title: "Face photo",
  none: "None",
  current: "Current photo",
  submitted: "Uploaded photo",
  pending: "Replacement under review",
  upload: "Upload photo",
  change: "Change photo",
  hint: "JPEG or PNG, up to {{maxKb}} KB, at least {{minWidth}} × {{minHeight}} pixels.",
  uploaded: "The photo was uploaded. It can be used once approved.",
  rejected: "The photo was rejected.",
  changeRejected: "The photo change was rejected.",
  reason: "Reason: {{reason}}",
  waiting: "Waiting for approval.",
  changeWaiting: "The new photo is waiting for approval; the current photo stays in use until then.",
  enlarge: "Enlarge",
  close: "Close",
  loadFailed: "The photo could not be loaded.",
};

registerCatalogue(MEMBER_PHOTO_NAMESPACE, { ja, en });
