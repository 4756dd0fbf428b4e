import "./i18n";
import { Navigate, Route, Routes, useParams } from "react-router";
import { GroupDetailScreen } from "./GroupDetailScreen";
import { GroupListScreen } from "./GroupListScreen";

/** The :id of the path as a group id; anything else goes back to the list. */
function GroupById() {
  const { id = "" } = useParams();
  const value = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  return value > 0 ? (
    <GroupDetailScreen key={value} id={value} />
  ) : (
    <Navigate to=".." relative="path" replace />
  );
}

/** /push-group and /push-group/:id. */
export function MemberGroupsPage() {
  return (
    <Routes>
      <Route index element={<GroupListScreen />} />
      <Route path=":id" element={<GroupById />} />
      <Route path="*" element={<Navigate to="." replace />} />
    </Routes>
  );
}
