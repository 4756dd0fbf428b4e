import { DateFormats, formatDate } from "@gakumu/domain/dates";

/** yyyy/MM/dd HH:mm in Japan time (spec §9), whatever the phone's zone. */
export function formatDateTime(iso: string | null | undefined): string {
  return formatDate(iso, `${DateFormats.DATE_SLASH} ${DateFormats.TIME}`);
}
