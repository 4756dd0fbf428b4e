import { MenuCategory } from "@gakumu/domain";
import {
  IconBell,
  IconBellRinging,
  IconBook,
  IconBuildingCommunity,
  IconCalendarCheck,
  IconChartBar,
  IconClipboardList,
  IconClock,
  IconDatabase,
  IconDeviceMobile,
  IconFlask,
  IconFolder,
  IconForms,
  IconHeartbeat,
  IconKey,
  IconMessages,
  IconNews,
  IconNotebook,
  IconPencil,
  IconSchool,
  IconShieldCheck,
  IconStack2,
  IconTicket,
  IconUserPlus,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from "@tabler/icons-react";

// One recognisable icon per menu category of spec §6, so a long sidebar can be scanned by eye.
const ICONS: Record<number, TablerIcon> = {
  [MenuCategory.MEMBER]: IconUsers,
  [MenuCategory.CONCERN]: IconUsersGroup,
  [MenuCategory.PUSH]: IconBell,
  [MenuCategory.SURVEY]: IconClipboardList,
  [MenuCategory.HEALTH_CARE]: IconHeartbeat,
  [MenuCategory.SAFETY]: IconShieldCheck,
  [MenuCategory.GROUP_PUSH]: IconBellRinging,
  [MenuCategory.NOTEBOOK]: IconNotebook,
  [MenuCategory.CONTACT]: IconMessages,
  [MenuCategory.COMMUTER_CERTIFICATE]: IconTicket,
  [MenuCategory.TIME_CARD]: IconClock,
  [MenuCategory.ATTENDANCE]: IconCalendarCheck,
  [MenuCategory.NEWS]: IconNews,
  [MenuCategory.COURSE_MANAGEMENT]: IconBook,
  [MenuCategory.FACILITY_RESERVATION]: IconBuildingCommunity,
  [MenuCategory.STUDY_PLAN]: IconSchool,
  [MenuCategory.BULK_UPDATE]: IconStack2,
  [MenuCategory.EXAMINATION]: IconPencil,
  [MenuCategory.GRADE_RATING]: IconChartBar,
  [MenuCategory.MASTER]: IconDatabase,
  [MenuCategory.AUTHORITY]: IconKey,
  [MenuCategory.MOBILE_MANAGE]: IconDeviceMobile,
  [MenuCategory.APPLICANT]: IconUserPlus,
  [MenuCategory.FORM]: IconForms,
  [MenuCategory.SAMPLE]: IconFlask,
};

export function CategoryIcon({ code, size = 18 }: { code: number; size?: number }) {
  const Icon = ICONS[code] ?? IconFolder;
  return <Icon size={size} stroke={1.6} aria-hidden />;
}
