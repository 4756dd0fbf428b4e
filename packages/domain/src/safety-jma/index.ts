export * from "./automatic-send";
export * from "./intensity";
export * from "./safety-alerts-api";
export * from "./safety-jma-api";
export * from "./tsunami";
