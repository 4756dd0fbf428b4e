import { defineModule } from "../../platform/module-kit/module-definition";
import { CONTACT_EXPORT, contactExport } from "./contact-export";
import { registerContactFamilyRoutes } from "./contact-family.routes";
import { sweepContactReminders } from "./contact-reminder";
import { CONTACT_MENU, CONTACT_WEB_MENU } from "./contacts.menu";
import { registerContactStaffRoutes } from "./contacts.routes";
import * as tables from "./contacts.tables";

/** Every minute, in Japan time: the reminders that are due. */
export const CONTACT_REMINDER_JOB = "contacts.reminder-sweep";
const CONTACT_REMINDER_CRON = "* * * * *";

/**
 * 連絡 (contact from members, category 50): families report absences, lateness and the like from the
 * member app or a class's web link; staff see the class board of the day, confirm or reply, and
 * families who have not reported by the reminder time get a reminder.
 */
export const contactsModule = defineModule({
  name: "contacts",
  menus: [CONTACT_MENU, CONTACT_WEB_MENU],
  tables,
  routes(app, deps) {
    registerContactStaffRoutes(app, deps);
    registerContactFamilyRoutes(app, deps);
  },
  jobs(services) {
    services.exports.registerSource(CONTACT_EXPORT, contactExport);
    services.jobs.define(CONTACT_REMINDER_JOB, async () => sweepContactReminders(services), {
      // A failed minute is retried by the next one; retrying it too would only overlap.
      retryLimit: 0,
      expireInSeconds: 300,
      policy: "singleton",
    });
  },
  schedules: (jobs) => jobs.schedule(CONTACT_REMINDER_JOB, CONTACT_REMINDER_CRON, {}),
});

export { ensureDefaultTypes } from "./contact-types";
