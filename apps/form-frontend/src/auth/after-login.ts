import { type FormOfUser, formApi, type SignedInFormUser } from "../api/form-api";
import { isAnswerClosed } from "../app/form-codes";
import { navigateTo } from "../app/navigation";
import { formPaths } from "../app/paths";
import { FormHttpError, notifyFormHttpError } from "../http/form-http";
import { formSession, updateFormSession } from "../session/form-session";

/** Spec §4: ANSWERED or FIXED opens the answered form, any other status the answer screen. */
export function pathAfterLogin(formId: number, answerStatus: number | null | undefined): string {
  return isAnswerClosed(answerStatus) ? formPaths.answered(formId) : formPaths.answer(formId);
}

/** Thrown when the helper already took the user elsewhere (spec §8.1): route nowhere else. */
class AlreadyRedirected extends Error {}

/** The user's answer to the session's form; null when there is none or the call is not served. */
async function answerOfUser(formUserId: number): Promise<FormOfUser | null> {
  try {
    return await formApi.formByFormCd(formUserId);
  } catch (error) {
    if (error instanceof FormHttpError && error.notified) throw new AlreadyRedirected();
    // A user without an answer (404) simply starts answering; anything else is said, then the same.
    if (!(error instanceof FormHttpError && error.status === 404)) notifyFormHttpError(error);
    return null;
  }
}

/**
 * Where a logged-in user enters the session's form (spec §4): the answer's status decides, and is
 * kept in the session (form.answer.answerStatus). Null when a §8.1 reaction took the user away.
 */
export async function formTargetAfterLogin(formUserId: number): Promise<string | null> {
  let found: FormOfUser | null;
  try {
    found = await answerOfUser(formUserId);
  } catch (error) {
    if (error instanceof AlreadyRedirected) return null;
    throw error;
  }
  const form = formSession.get().form;
  if (!form) return null;
  const answer = found?.answer ?? null;
  updateFormSession({ form: { ...form, answer } });
  return pathAfterLogin(found?.formId ?? form.formId, answer?.answerStatus);
}

/**
 * Spec §4 form login: the user is marked logged in; when the login modal was opened from a form
 * (loginPage "form") the user is routed into it by the answer's status, otherwise (mypage) the
 * user just stays where they are, now logged in.
 */
export async function enterAfterLogin(user: SignedInFormUser): Promise<void> {
  updateFormSession({
    login: true,
    formUser: { formUserId: user.formUserId, loginId: user.loginId, lineDisplayName: user.lineDisplayName },
  });
  const session = formSession.get();
  if (session.loginPage !== "form" || !session.form) return;
  const target = await formTargetAfterLogin(user.formUserId);
  if (target) navigateTo(target, { replace: true });
}
