export * from "./api-error";
export * from "./client-messages";
export * from "./error-body";
export * from "./error-codes";
