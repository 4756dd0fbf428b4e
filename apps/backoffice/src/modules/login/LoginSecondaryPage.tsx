import { useTranslation } from "@gakumu/ui";
import { Anchor, Text } from "@mantine/core";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { PublicLayout } from "../../app/public/PublicLayout";
import { isPendingTotp } from "./login-api";
import { TotpModal } from "./TotpModal";
import { useEnterAfterLogin } from "./use-enter-after-login";

/**
 * /loginsecondary: the TOTP step of spec §4 (a modal over the login frame). The user ID and setup
 * URL travel in the history entry's state, which the browser keeps across a reload of this page;
 * without them (typed URL, new tab) there is nothing to verify, so back to /login.
 */
export function LoginSecondaryPage() {
  const { t } = useTranslation("backoffice");
  const { state } = useLocation();
  const navigate = useNavigate();
  const enter = useEnterAfterLogin();

  if (!isPendingTotp(state)) return <Navigate to="/login" replace />;
  return (
    <PublicLayout title={t("totp.title")} lead={t("secondary.signedInAs", { userId: state.displayUserId })}>
      <Text size="sm">
        <Anchor component={Link} to="/login" replace>
          {t("secondary.backToLogin")}
        </Anchor>
      </Text>
      <TotpModal
        opened
        displayUserId={state.displayUserId}
        setupUrl={state.url}
        onClose={() => navigate("/login", { replace: true })}
        onVerified={enter}
      />
    </PublicLayout>
  );
}
