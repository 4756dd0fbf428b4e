import "./i18n";

export { HealthCheckPage } from "./HealthCheckPage";
export { HealthRecordPage } from "./HealthRecordPage";
export { HealthSettingPage } from "./HealthSettingPage";
