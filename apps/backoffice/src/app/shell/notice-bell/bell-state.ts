import type { StaffNoticeList } from "@gakumu/domain";

/** How many of the latest notices the bell's popover shows (the list route answers a few more). */
export const BELL_SIZE = 10;
/** Above this the badge reads 「99+」: a wider count would not fit on the bell. */
const BADGE_MAX = 99;

/** The badge's text: nothing at 0, the count up to 99, 「99+」 above. */
export function unreadBadge(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(unread));
}

/** The list as it is once notice `id` is read: the popover and badge change before the server answers. */
export function withNoticeRead(list: StaffNoticeList, id: number): StaffNoticeList {
  if (!list.items.some((item) => item.id === id && !item.read)) return list;
  return {
    items: list.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
    unread: Math.max(0, list.unread - 1),
  };
}

/** The list as it is once every notice is read. */
export function withAllRead(list: StaffNoticeList): StaffNoticeList {
  return { items: list.items.map((item) => (item.read ? item : { ...item, read: true })), unread: 0 };
}
