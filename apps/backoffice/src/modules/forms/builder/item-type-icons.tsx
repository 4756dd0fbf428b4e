import type { FormItemTypeCode } from "@gakumu/domain";
import {
  IconAlignLeft,
  IconCalendar,
  IconCalendarEvent,
  IconCalendarStats,
  IconCalendarTime,
  IconCalendarWeek,
  IconCheckbox,
  IconCircleDot,
  IconFileUpload,
  IconHierarchy,
  IconLetterCase,
  IconMail,
  IconMapPin,
  IconNumber,
  IconPhone,
  IconSchool,
  IconSelector,
  IconSitemap,
  IconSquareCheck,
  IconUserSquare,
} from "@tabler/icons-react";
import type { ComponentType } from "react";

type Icon = ComponentType<{ size?: number; stroke?: number }>;

/** An icon per form item type, so the palette and the item cards can be scanned at a glance. */
export const ITEM_TYPE_ICONS: Record<FormItemTypeCode, Icon> = {
  TEXT_SINGLE: IconLetterCase,
  TEXT_MULTI: IconAlignLeft,
  NUMBER: IconNumber,
  DATE: IconCalendar,
  SELECT: IconCircleDot,
  MULTIPLE: IconCheckbox,
  LIST: IconSelector,
  UPLOAD: IconFileUpload,
  TEL_NO: IconPhone,
  MAIL_ADDRESS: IconMail,
  ADDRESS: IconMapPin,
  SCHOOL: IconSchool,
  DIVISION: IconSitemap,
  PLAN_DATE: IconCalendarEvent,
  PLAN_DATE_LIST: IconCalendarStats,
  DATETIME: IconCalendarTime,
  DIVISION_SELECT: IconHierarchy,
  CHECKBOX: IconSquareCheck,
  FACE_PHOTO: IconUserSquare,
  OC_DATE_LIST: IconCalendarWeek,
};

export function ItemTypeIcon({ itemType, size = 16 }: { itemType: FormItemTypeCode; size?: number }) {
  const Component = ITEM_TYPE_ICONS[itemType];
  return <Component size={size} stroke={1.6} />;
}
