export * from "./contract";
export type * from "./contracts";
export * from "./params";
