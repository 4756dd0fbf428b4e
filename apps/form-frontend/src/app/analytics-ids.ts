// GA4 measurement ids and GTM container ids as the organisation set them (issue item 9). They become
// part of a script URL on every form page, so anything else is dropped, never escaped and used.

const GA4_ID = /^G-[A-Z0-9]+$/;
const GTM_ID = /^GTM-[A-Z0-9]+$/;

const valid = (ids: unknown, pattern: RegExp): string[] =>
  Array.isArray(ids)
    ? [...new Set(ids.filter((id): id is string => typeof id === "string" && pattern.test(id)))]
    : [];

export const validGa4Ids = (ids: unknown) => valid(ids, GA4_ID);
export const validGtmIds = (ids: unknown) => valid(ids, GTM_ID);
