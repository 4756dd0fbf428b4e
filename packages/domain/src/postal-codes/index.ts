// 住所検索 (postal-code lookup): normalising a typed code, the call's contract, and how candidates fill an address.
export * from "./postal-address";
export * from "./postal-code-api";
