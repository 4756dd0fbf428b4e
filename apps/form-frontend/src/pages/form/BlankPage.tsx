import { FullPageLoader } from "@gakumu/ui";
import { Navigate } from "react-router";
import { formPaths } from "../../app/paths";
import { WithRouteForm } from "./FormPageFrame";

/**
 * /{formId}/blank-page (spec §2.2): a stop that leads straight on to the answer screen, so the
 * answer screen is mounted afresh (e.g. after switching to another answer of the same form).
 */
export function BlankPage() {
  return (
    <WithRouteForm>
      {(form) => (
        <>
          <FullPageLoader />
          <Navigate to={formPaths.answer(form.formId)} replace />
        </>
      )}
    </WithRouteForm>
  );
}
