import type {
  AppMenu,
  AppMenuInput,
  AppSetting,
  AppSettingInput,
  CardOptions,
  CardPrintInput,
  CardSetting,
  CardSettingInput,
} from "@gakumu/domain";
import { http } from "../../app/http";

// The calls of アプリ設定, アプリメニュー設定 and 会員証印刷 (server: modules/mobile-app and
// modules/member-cards); the shapes are the domain's contract.

const APP = "/app/api/v2/mobile-app";
const CARDS = "/app/api/v2/member-cards";

export const mobileAppKeys = {
  setting: ["mobile-app", "setting"] as const,
  menu: ["mobile-app", "menu"] as const,
  cardSetting: ["member-cards", "setting"] as const,
  cardOptions: ["member-cards", "options"] as const,
};

export const mobileAppApi = {
  setting: (signal?: AbortSignal) =>
    http.get<AppSetting>(`${APP}/setting`, undefined, { signal, busy: false }),
  saveSetting: (body: AppSettingInput) => http.put<AppSetting>(`${APP}/setting`, body),
  menu: (signal?: AbortSignal) => http.get<AppMenu>(`${APP}/menu`, undefined, { signal, busy: false }),
  saveMenu: (body: AppMenuInput) => http.put<AppMenu>(`${APP}/menu`, body),
  cardSetting: (signal?: AbortSignal) =>
    http.get<CardSetting>(`${CARDS}/setting`, undefined, { signal, busy: false }),
  saveCardSetting: (body: CardSettingInput) => http.put<CardSetting>(`${CARDS}/setting`, body),
  cardOptions: (signal?: AbortSignal) =>
    http.get<CardOptions>(`${CARDS}/options`, undefined, { signal, busy: false }),
  /** The cards' PDF (saved by the caller). */
  printCards: (body: CardPrintInput) => http.download(`${CARDS}/print`, body),
  /** One card's PDF, to show on screen. */
  previewCard: (body: CardPrintInput) => http.download(`${CARDS}/preview`, body),
};
