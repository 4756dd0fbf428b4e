import { httpLink, lines, oneLine, salutation } from "./format";

export interface StaffNoticeParams {
  /** The staff member told. */
  name: string;
  title: string;
  body: string;
  /** The back office's address of the item (the site's public URL and the notice's path). */
  url: string;
}

/** 通知設定: an event a staff member asked to hear of by mail (a member's contact, a health report, …). */
export const staffNotice = {
  subject: (p: StaffNoticeParams) => `【通知】${oneLine(p.title)}`,
  text: (p: StaffNoticeParams) =>
    lines(
      salutation(p.name),
      "管理画面に新しい通知があります。",
      "",
      `件名：${oneLine(p.title)}`,
      "",
      p.body,
      "",
      "管理画面で開く：",
      httpLink(p.url),
      "",
      "通知の受け取り方は 管理画面の「通知設定」で変えられます。",
    ),
};
