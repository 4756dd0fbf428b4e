import { useContext } from "react";
import { isMenuPathAllowed } from "../../app/menu/allow-rule";
import { ShellDataContext } from "../../app/shell-data";
import { FORM_ANSWER_MENU } from "./answers-paths";

/**
 * Whether the user may open the answer list (menu form-answer). The dashboard and the applicant
 * pages are always allowed, the answers are not: links are only offered where they lead somewhere.
 * Outside the shell (component tests) there is no menu to ask, and the links are offered.
 */
export function useAnswerListReachable(): boolean {
  const shell = useContext(ShellDataContext);
  return shell === null || isMenuPathAllowed(shell.menu, FORM_ANSWER_MENU);
}
