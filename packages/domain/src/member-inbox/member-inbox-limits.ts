// The member inbox's limits, free of Zod: the member app imports them into its first load.

/** How many inbox items one page holds at most, and by default. */
export const INBOX_PAGE_SIZE_MAX = 50;
export const INBOX_PAGE_SIZE = 20;
/** A reply's free text: a few sentences typed on a phone. */
export const REPLY_TEXT_MAX = 1000;
