import "./i18n";
import type { ReactNode } from "react";
import { Navigate, Route, Routes, useParams } from "react-router";
import { FormBuilderPage } from "./builder/FormBuilderPage";
import { FormListPage } from "./list/FormListPage";
import { FormPreviewPage } from "./preview/FormPreviewPage";

/** The :formId of the path as a form id; anything else goes back to the list. */
function WithFormId({ render }: { render: (formId: number) => ReactNode }) {
  const { formId = "" } = useParams();
  const value = /^\d{1,15}$/.test(formId) ? Number(formId) : 0;
  return value > 0 ? render(value) : <Navigate to=".." relative="path" replace />;
}

/** /form (list), /form/:formId (builder), /form/:formId/preview (phone-width preview). */
export function FormPages() {
  return (
    <Routes>
      <Route index element={<FormListPage />} />
      <Route
        path=":formId"
        element={<WithFormId render={(formId) => <FormBuilderPage key={formId} formId={formId} />} />}
      />
      <Route
        path=":formId/preview"
        element={<WithFormId render={(formId) => <FormPreviewPage formId={formId} />} />}
      />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
