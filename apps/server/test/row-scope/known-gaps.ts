// Routes the row-scope walk knows to reach past the caller's scope today, each with what is still
// open. The walk prints them on every run and fails when one of them holds after all, so that this
// list only ever shrinks.

const WRITE = "writes to a member outside the caller's scope";
const SHOWS = "shows members outside the caller's scope";

export const KNOWN_GAPS: Record<string, string> = {
  "PUT /app/api/v2/health-care/records/:id": `${WRITE}: another class's record by id`,
  "DELETE /app/api/v2/health-care/records/:id": `${WRITE}: another class's record by id`,
  "PUT /app/api/v2/safety/results/:id/recipients/:recipientId/answer": `${WRITE}: a proxy answer`,
  "POST /app/api/v2/push-history/:id/resend": `${WRITE}: resends to every recipient`,
  "POST /app/api/v2/safety/sends/:id/resend": `${WRITE}: resends to every recipient`,
  "POST /app/api/v2/surveys/:id/resend": `${WRITE}: resends to every recipient`,
  "POST /app/api/v2/member-groups/:id/members": `${WRITE}: adds them to a group`,
  "POST /app/api/v2/member-groups/:id/members/paste": `${WRITE}: adds them to a group`,
  "POST /app/api/v2/member-groups/:id/members/import": `${WRITE}: adds them to a group`,
  "POST /app/api/v2/member-groups/:id/members/remove": `${WRITE}: removes them from a group`,
  "POST /app/api/v2/member-groups/:id/build": `${WRITE}: rebuilds a group holding them`,
  "DELETE /app/api/v2/member-groups/:id": `${WRITE}: deletes a group holding them`,
  "DELETE /app/api/v2/notebooks/:id": `${WRITE}: deletes a notebook addressed to them`,
  "POST /app/api/member-import/commit": `${WRITE}: commits another staff member's upload`,
  "POST /app/api/concern-import/commit": `${WRITE}: commits another staff member's upload`,
  "POST /app/api/member-import/commit ~ the caller's own upload naming another class": `${WRITE}: updates and creates them`,
  "POST /app/api/concern-import/commit ~ the caller's own upload naming another class": `${WRITE}: updates and creates them`,
  "GET /app/api/v2/push-history/:id/recipients": SHOWS,
  "POST /app/api/v2/push-history/:id/export": SHOWS,
  "GET /app/api/v2/safety/sends/:id/recipients": SHOWS,
  "GET /app/api/v2/safety/results/:id/recipients": SHOWS,
  "GET /app/api/v2/safety/sends/:id/dashboard": SHOWS,
  "GET /app/api/v2/safety/results/:id/dashboard": SHOWS,
  "POST /app/api/v2/safety/sends/:id/export": SHOWS,
  "POST /app/api/v2/safety/results/:id/export": SHOWS,
  "GET /app/api/v2/announcements/:id/reads": SHOWS,
  "GET /app/api/v2/faqs/:id/reads": SHOWS,
  "GET /app/api/v2/member-groups/:id/members": SHOWS,
  "GET /app/api/v2/member-groups/:id/candidates": SHOWS,
  "GET /app/api/sent-mail": `${SHOWS}: their mail addresses`,
};
