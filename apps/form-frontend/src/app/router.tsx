import { FullPageLoader } from "@gakumu/ui";
import { type ComponentType, lazy, Suspense, useLayoutEffect, useMemo } from "react";
import {
  unstable_HistoryRouter as HistoryRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from "react-router";
import { FormLayout } from "../layout/FormLayout";
import { useAnalyticsTags } from "./analytics";
import { guardHistory, type RouterHistory } from "./leave-guard";
import { setNavigator } from "./navigation";
import { RouteErrorBoundary } from "./RouteErrorBoundary";

export const BASENAME = "/app/form-frontend";

// Every screen is its own chunk: the first load of /{formId}/answer carries the shell and that
// screen only (issue 5: under 200 kB of gzipped JavaScript). Declarative routes rather than a data
// router (createBrowserRouter) for the same reason: they need half of react-router's code.
const screen = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  lazy(() => load().then((m) => ({ default: pick(m) })));

const RedirectPage = screen(
  () => import("../pages/redirect/RedirectPage"),
  (m) => m.RedirectPage,
);
const NotFoundPage = screen(
  () => import("../pages/NotFoundPage"),
  (m) => m.NotFoundPage,
);
const PasswordResetPage = screen(
  () => import("../pages/password-reset/PasswordResetPage"),
  (m) => m.PasswordResetPage,
);
const OcAttendanceQrCodePage = screen(
  () => import("../pages/oc-qr/OcAttendanceQrCodePage"),
  (m) => m.OcAttendanceQrCodePage,
);
const AnswerPage = screen(
  () => import("../pages/form/AnswerPage"),
  (m) => m.AnswerPage,
);
const AnswerConfirmPage = screen(
  () => import("../pages/form/AnswerConfirmPage"),
  (m) => m.AnswerConfirmPage,
);
const BlankPage = screen(
  () => import("../pages/form/BlankPage"),
  (m) => m.BlankPage,
);
const AnswerCompletePage = screen(
  () => import("../pages/form/AnswerCompletePage"),
  (m) => m.AnswerCompletePage,
);
const AnsweredPage = screen(
  () => import("../pages/form/AnsweredPage"),
  (m) => m.AnsweredPage,
);
const MypagePage = screen(
  () => import("../pages/account/MypagePage"),
  (m) => m.MypagePage,
);
const FormListPage = screen(
  () => import("../pages/account/FormListPage"),
  (m) => m.FormListPage,
);
const ProfilePage = screen(
  () => import("../pages/account/ProfilePage"),
  (m) => m.ProfilePage,
);

/**
 * The root of every screen: the organisation's analytics tags, the navigator of the plain modules,
 * then the screen, with the error page in place of a screen that fails (errorElement of a data
 * router). Screens keep showing while the next one's chunk loads (the router navigates in a
 * transition); the loader is for the first screen only.
 */
function Root() {
  useAnalyticsTags();
  const navigate = useNavigate();
  // The form helper and the logout flow move through the router, keeping toasts on screen; set before
  // the screens' own effects run (their requests may end in a redirect).
  useLayoutEffect(() => setNavigator((to, options) => navigate(to, options)), [navigate]);
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Every route of the form frontend (spec §2.2). */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Root />}>
        {/* Outside the shell. */}
        <Route path="redirect" element={<RedirectPage />} />
        <Route path="not-found" element={<NotFoundPage />} />
        <Route path="password-reset" element={<PasswordResetPage />} />
        <Route path="oc-attendance-qr-code" element={<OcAttendanceQrCodePage />} />
        {/* Inside the shell: sidebar, header and login modal. */}
        <Route element={<FormLayout />}>
          <Route path=":formId/answer" element={<AnswerPage />} />
          <Route path=":formId/answer-confirm" element={<AnswerConfirmPage />} />
          <Route path=":formId/blank-page" element={<BlankPage />} />
          <Route path=":formId/answer-complete" element={<AnswerCompletePage />} />
          <Route path=":formId/answered" element={<AnsweredPage />} />
          <Route path="mypage/:accessKey?" element={<MypagePage />} />
          <Route path="formlist" element={<FormListPage />} />
          <Route path="profile" element={<ProfilePage />} />
        </Route>
        {/* The bare base path carries no access key, and unknown routes lead nowhere (spec §8.3). */}
        <Route index element={<Navigate to="/not-found" replace />} />
        <Route path="*" element={<Navigate to="/not-found" replace />} />
      </Route>
    </Routes>
  );
}

/**
 * The routes over `history`: the browser's in main.tsx, a memory history in tests. The history is
 * wrapped so a screen with unsaved edits can hold navigation (leave-guard.ts).
 */
export function AppRouter({ history, basename }: { history: RouterHistory; basename?: string }) {
  const guarded = useMemo(() => guardHistory(history), [history]);
  return (
    <HistoryRouter history={guarded} basename={basename}>
      <AppRoutes />
    </HistoryRouter>
  );
}
