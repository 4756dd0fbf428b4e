// Routes the row-scope walk knows to reach past the caller's scope today, each with what is still
// open. The walk prints them on every run and fails when one of them holds after all, so that this
// list only ever shrinks.

const WRITE = "writes to a member outside the caller's scope";
const SHOWS = "shows members outside the caller's scope";

export const KNOWN_GAPS: Record<string, string> = {
  "DELETE /app/api/v2/notebooks/:id": `${WRITE}: deletes a notebook addressed to them`,
  "GET /app/api/sent-mail": `${SHOWS}: their mail addresses`,
};

/**
 * Walked routes whose leak the walk's data cannot show yet: the outside member has no answer, count
 * or log line there for the call to reveal, so the route passes without proving anything. Printed on
 * every run beside the known gaps, until a case gives the outside member that data.
 */
export const NOT_YET_REACHED: Record<string, string> = {
  "GET /app/api/v2/surveys/results/:id/answers": "the outside member has answered no survey",
  "POST /app/api/v2/surveys/results/:id/export": "the outside member has answered no survey",
  "GET /app/api/v2/surveys/results/:id/totals": "counts carry no name: needs a count check",
  "GET /app/api/v2/surveys/results/:id/cross": "counts carry no name: needs a count check",
  "GET /app/api/v2/surveys/totalling/:id/totals": "counts carry no name: needs a count check",
  "GET /app/api/v2/surveys/totalling/:id/cross": "counts carry no name: needs a count check",
  "GET /app/api/v2/hierarchy": "member counts per node carry no name: needs a count check",
  "GET /app/api/v2/daily-safety/setting": "the school's setting lists no outside member yet",
  "GET /app/api/member-import/logs": "no import log names the outside member's number yet",
  "GET /app/api/member-import/logs/:id/details": "no import log names the outside member's number yet",
  "POST /app/api/operation-logs/search": "no operation log names the outside member's number yet",
  "POST /app/api/operation-logs/export": "no operation log names the outside member's number yet",
  "GET /app/api/sent-mail/:mailId": "the mail's personal answer link is not followed by the walk",
};
