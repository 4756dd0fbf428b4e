import "../i18n";
import { Navigate, Route, Routes, useParams } from "react-router";
import { ApplicantInformationPage } from "./ApplicantInformationPage";

function WithApplicant() {
  const { formUserId = "" } = useParams();
  const id = /^\d{1,15}$/.test(formUserId) ? Number(formUserId) : 0;
  return id > 0 ? <ApplicantInformationPage formUserId={id} /> : <Navigate to=".." relative="path" replace />;
}

/** /applicant-information (search) and /applicant-information/:formUserId (the same, one opened). */
export function ApplicantPages() {
  return (
    <Routes>
      <Route index element={<ApplicantInformationPage formUserId={null} />} />
      <Route path=":formUserId" element={<WithApplicant />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
