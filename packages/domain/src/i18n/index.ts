export * from "./format";
export { messagesEn } from "./messages.en";
export { type MessageKey, messagesJa } from "./messages.ja";
