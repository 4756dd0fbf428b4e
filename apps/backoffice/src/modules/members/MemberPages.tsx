import "./i18n";
import type { ReactNode } from "react";
import { Navigate, Route, Routes, useParams } from "react-router";
import { MemberDetailPage } from "./MemberDetailPage";
import { MemberFormPage } from "./MemberFormPage";
import { MemberListScreen } from "./MemberListScreen";

/** The :id of the path as a member id; anything else goes back to the list. */
function WithId({ render }: { render: (id: number) => ReactNode }) {
  const { id = "" } = useParams();
  const value = /^\d{1,15}$/.test(id) ? Number(id) : 0;
  return value > 0 ? render(value) : <Navigate to=".." relative="path" replace />;
}

/** /member-list, /member-list/new, /member-list/:id, /member-list/:id/edit. */
export function MemberListPage() {
  return (
    <Routes>
      <Route index element={<MemberListScreen kind="members" />} />
      <Route path="new" element={<MemberFormPage />} />
      <Route path=":id" element={<WithId render={(id) => <MemberDetailPage kind="members" id={id} />} />} />
      <Route path=":id/edit" element={<WithId render={(id) => <MemberFormPage key={id} id={id} />} />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}

/** /alumni-list and /alumni-list/:id: read only, the members moved to the alumni. */
export function AlumniListPage() {
  return (
    <Routes>
      <Route index element={<MemberListScreen kind="alumni" />} />
      <Route path=":id" element={<WithId render={(id) => <MemberDetailPage kind="alumni" id={id} />} />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
