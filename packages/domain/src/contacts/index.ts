export * from "./contact-api";
export * from "./contact-codes";
export * from "./contact-rules";
