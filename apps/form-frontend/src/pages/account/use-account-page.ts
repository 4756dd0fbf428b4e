import { useEffect } from "react";
import { updateFormSession } from "../../session/form-session";

/** Mypage, form list and profile: a login made here keeps the user here (spec §4 loginPage mypage). */
export function useAccountPage(): void {
  useEffect(() => {
    updateFormSession({ loginPage: "mypage" });
  }, []);
}
