export * from "./api-error";
export * from "./client-messages";
export * from "./error-codes";
