import "./i18n";
import { Navigate, Route, Routes, useParams } from "react-router";
import { AnswerDetailPage } from "./detail/AnswerDetailPage";
import { AnswerListScreen } from "./list/AnswerListScreen";

const idOf = (text: string | undefined) => (text && /^\d{1,15}$/.test(text) ? Number(text) : 0);

function DetailRoute() {
  const params = useParams();
  const formId = idOf(params.formId);
  const answerId = idOf(params.answerId);
  if (formId === 0 || answerId === 0) return <Navigate to="/form-answer" replace />;
  return <AnswerDetailPage key={`${formId}/${answerId}`} formId={formId} answerId={answerId} />;
}

/** /form-answer (?formId=) the list, /form-answer/:formId/:answerId one answer. */
export function FormAnswerPages() {
  return (
    <Routes>
      <Route index element={<AnswerListScreen />} />
      <Route path=":formId/:answerId" element={<DetailRoute />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
