export * from "./form-user-api";
