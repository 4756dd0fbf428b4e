import { registerCatalogue } from "@gakumu/ui";

// Texts of the member app's public pages in the back office (spec §2.1): /register (self-registration)
// and /email-address-authenticate (the mailed link that sets the password).
export const MEMBER_REGISTER_NAMESPACE = "memberRegister";

const ja = {
  registerTitle: "アプリ利用登録",
  registerLead:
    "学校から案内された学校コードと、メンバーID・生年月日を入力してください。登録に使うメールアドレスに確認メールを送ります。",
  organizationCd: "学校コード（組織コード）",
  tenantCd: "契約コード",
  tenantCdHint: "学校から案内があった場合のみ入力してください",
  memberId: "メンバーID（学籍番号など）",
  birthDate: "生年月日",
  mailAddress: "メールアドレス",
  mailAddressHint: "ログインやパスワード再設定の案内に使います",
  submitRegister: "確認メールを送信する",
  sentTitle: "確認メールを送信しました",
  sentLead:
    "{{mailAddress}} 宛てにメールを送りました。メールに記載のURLを24時間以内に開き、パスワードを設定してください。",
  notArrived: "メールが届かない場合は、迷惑メールフォルダや受信設定をご確認ください。",
  haveQr: "学校から配られたログインQRがある場合は、QRを読み取ると登録できます。",
  toApp: "アプリのログイン画面へ",
  authTitle: "パスワードの設定",
  authLeadRegister:
    "{{organizationName}}　{{name}} さんのアプリ利用登録を完了します。パスワードを設定してください。",
  authLeadReset: "{{organizationName}}　{{name}} さんの新しいパスワードを設定してください。",
  authSubmit: "パスワードを設定する",
  invalidTitle: "このURLは使用できません",
  invalidRegister: "使用済みか、有効期限が切れています。お手数ですが、もう一度利用登録をお申し込みください。",
  invalidReset:
    "使用済みか、有効期限が切れています。お手数ですが、アプリのログイン画面からもう一度パスワード再設定をお申し込みください。",
  registerAgain: "利用登録をやり直す",
  doneTitle: "設定が完了しました",
  doneLead: "ログインしました。アプリに移動します。",
  openApp: "アプリを開く",
};

const en: typeof ja = {
  registerTitle: "Register for the app",
  registerLead:
    "Enter the school code you were given, your member ID and date of birth. We will send a confirmation mail to the address you register.",
  organizationCd: "School code",
  tenantCd: "Contract code",
  tenantCdHint: "Only if the school told you one",
  memberId: "Member ID (student number, …)",
  birthDate: "Date of birth",
  mailAddress: "Mail address",
  mailAddressHint: "Used to log in and to reset your password",
  submitRegister: "Send the confirmation mail",
  sentTitle: "Confirmation mail sent",
  sentLead: "We sent a mail to {{mailAddress}}. Open its link within 24 hours and set your password.",
  notArrived: "If it does not arrive, check your spam folder and mail filters.",
  haveQr: "If the school gave you a login QR, scanning it registers you too.",
  toApp: "Go to the app's login",
  authTitle: "Set your password",
  authLeadRegister: "Finish the app registration of {{name}} ({{organizationName}}): choose a password.",
  authLeadReset: "Choose a new password for {{name}} ({{organizationName}}).",
  authSubmit: "Set the password",
  invalidTitle: "This link cannot be used",
  invalidRegister: "It was used already or has expired. Please register again.",
  invalidReset: "It was used already or has expired. Please ask for a new reset mail from the app's login.",
  registerAgain: "Register again",
  doneTitle: "All set",
  doneLead: "You are logged in. Opening the app…",
  openApp: "Open the app",
};

// Runs on import, before the screen renders, so no raw key is ever shown.
registerCatalogue(MEMBER_REGISTER_NAMESPACE, { ja, en });
