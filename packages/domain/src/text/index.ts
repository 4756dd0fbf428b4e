export * from "./normalize";
export * from "./sanitize";
