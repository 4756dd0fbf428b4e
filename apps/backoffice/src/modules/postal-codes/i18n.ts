import { registerCatalogue } from "@gakumu/ui";

// Texts of the back office's 住所検索 button (the form fields' own button has form-view's texts).
export const POSTAL_CODES_NAMESPACE = "postalCodes";

const ja = {
  lookup: "住所を検索",
  none: "郵便番号から住所が見つかりませんでした。",
  city: "市区町村まで入力しました。町名・番地を続けて入力してください。",
  prefecture: "該当する市区町村が複数あるため、都道府県のみ選択しました。続きを入力してください。",
  ambiguous: "該当する都道府県が複数あるため、住所を入力できませんでした。",
  error: "住所を検索できませんでした。時間をおいて再度お試しください。",
};

const en: typeof ja = {
  lookup: "Find address",
  none: "No address was found for this postal code.",
  city: "The city was filled in. Please add the area and street.",
  prefecture: "This postal code covers several cities: only the prefecture was chosen.",
  ambiguous: "This postal code spans several prefectures: nothing was filled in.",
  error: "The address could not be looked up. Please try again later.",
};

// Runs on import, before a screen renders, so no raw key is ever shown.
registerCatalogue(POSTAL_CODES_NAMESPACE, { ja, en });
