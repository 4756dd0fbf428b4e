export * from "./operation-log-api";
