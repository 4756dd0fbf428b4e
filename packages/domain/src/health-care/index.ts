export * from "./health-care-api";
export * from "./health-temperature";
export * from "./health-thresholds";
