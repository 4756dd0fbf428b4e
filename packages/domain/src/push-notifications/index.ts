export * from "./push-notification-api";
export * from "./push-target";
