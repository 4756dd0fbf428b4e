export * from "./params";
