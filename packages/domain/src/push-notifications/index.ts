export * from "./push-target";
