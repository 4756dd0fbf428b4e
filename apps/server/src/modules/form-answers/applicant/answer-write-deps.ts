import type { Db } from "../../../db/client";
import type { Mailer } from "../../../platform/mail/mailer";

// What writing a sent answer needs: apart from applicant-deps.ts, whose writer (submit-batch.ts)
// is built on it, so the writer does not import the deps that hold it.

/** What writing a sent answer needs. */
export interface AnswerWriteDeps {
  db: Db;
  mailer: Mailer;
}
