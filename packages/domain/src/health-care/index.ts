export * from "./health-care-api";
export * from "./health-export-api";
export * from "./health-temperature";
export * from "./health-thresholds";
