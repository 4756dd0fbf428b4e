export * from "./news-api";
