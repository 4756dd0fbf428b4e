import { answerApi } from "../../api/answer-api";
import { navigateTo } from "../../app/navigation";

/**
 * Opens a form of the list or the mypage: the server issues a link of the user's own for it, and the
 * form is entered through /redirect like any link (session of §3.1, routing of §4).
 */
export async function openListedForm(formId: number): Promise<void> {
  try {
    const { accessKey } = await answerApi.openListed(formId);
    navigateTo(`/redirect?accessKey=${encodeURIComponent(accessKey)}`);
  } catch {
    // The helper has shown why (e.g. the form was taken down).
  }
}
