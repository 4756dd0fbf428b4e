export * from "./staff-notice-api";
