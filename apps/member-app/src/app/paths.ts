/** Where the server serves the member app (vite.config.ts base). */
export const APP_BASE = "/app/member/";
/** The router's basename: the base without its closing slash. */
export const BASENAME = "/app/member";

export const paths = {
  inbox: "/",
  message: (deliveryId: number) => `/messages/${deliveryId}`,
  /** A safety confirmation (notification types 2 safety, 6 daily safety) opens its answer screen. */
  safety: (deliveryId: number) => `/safety/${deliveryId}`,
  /** A survey (notification type 3) opens its answer screen. */
  survey: (deliveryId: number) => `/surveys/${deliveryId}`,
  settings: "/settings",
  /** The school's posted announcements (お知らせ, deliver type ANNOUNCEMENT) and its FAQ. */
  board: "/board",
  faq: "/faq",
  login: "/login",
} as const;
