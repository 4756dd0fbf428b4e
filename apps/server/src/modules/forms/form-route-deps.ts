import type { Db } from "../../db/client";
import type { Mailer } from "../../platform/mail/mailer";

// What the forms module's routes need, in a file of its own so that the route files it registers
// (access keys, the form frontend's calls) need not import forms.routes.ts, which imports them.

export interface FormRouteDeps {
  db: Db;
  /** The platform's sender address, named to applicants when neither form nor organisation has one. */
  mailer: Pick<Mailer, "platformSenderAddress">;
  /** The public address for links (platform/http/public-url.ts), never the request's Host. */
  publicUrl: string;
}
