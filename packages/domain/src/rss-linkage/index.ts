export * from "./rss-linkage-api";
