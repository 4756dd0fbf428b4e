import type { MemberMailLinkKindValue } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Alert, Button, Center, Loader } from "@mantine/core";
import { IconCircleCheck, IconLinkOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PublicLayout } from "../../app/public/PublicLayout";
import { ChangePasswordForm, type NewPasswords } from "../security-setting/ChangePasswordForm";
import { MEMBER_REGISTER_NAMESPACE } from "./i18n";
import {
  checkMailLink,
  MEMBER_APP_URL,
  memberRegisterKeys,
  setPasswordByMailLink,
} from "./member-register-api";

/** How long the "done" message shows before the member app opens. */
const OPEN_APP_AFTER_MS = 1500;

/** Opens the member app in this tab (a page of another app, so a full load, not a route change). */
export const openMemberApp = () => window.location.assign(MEMBER_APP_URL);

/**
 * /email-address-authenticate?kind=register|reset&token=… (spec §2.1): the link of the registration
 * mail (or of the password reminder). The link is checked first, so a used or expired one says so
 * before anyone types a password; then the password (§5.1 rule, typed twice) is set, the member is
 * logged in, and the member app opens.
 */
export function MailAuthenticatePage({ onDone = openMemberApp }: { onDone?: () => void }) {
  const { t } = useTranslation(MEMBER_REGISTER_NAMESPACE);
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const kind: MemberMailLinkKindValue = params.get("kind") === "reset" ? "reset" : "register";
  const [done, setDone] = useState(false);
  const check = useQuery({
    queryKey: memberRegisterKeys.mailLink(kind, token),
    queryFn: ({ signal }) => checkMailLink(kind, token, signal),
    enabled: token !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(onDone, OPEN_APP_AFTER_MS);
    return () => clearTimeout(timer);
  }, [done, onDone]);

  if (done) {
    return (
      <PublicLayout title={t("authTitle")}>
        <Alert color="green" variant="light" icon={<IconCircleCheck size={20} />} title={t("doneTitle")}>
          {t("doneLead")}
        </Alert>
        <Button component="a" href={MEMBER_APP_URL} size="md" fullWidth>
          {t("openApp")}
        </Button>
      </PublicLayout>
    );
  }
  if (token && check.isPending) {
    return (
      <PublicLayout title={t("authTitle")}>
        <Center py="lg">
          <Loader type="dots" />
        </Center>
      </PublicLayout>
    );
  }
  if (!token || check.isError || !check.data?.valid) {
    return (
      <PublicLayout title={t("authTitle")}>
        <Alert color="orange" variant="light" icon={<IconLinkOff size={20} />} title={t("invalidTitle")}>
          {kind === "reset" ? t("invalidReset") : t("invalidRegister")}
        </Alert>
        {kind === "reset" ? (
          <Button component="a" href={MEMBER_APP_URL} variant="light" fullWidth>
            {t("toApp")}
          </Button>
        ) : (
          <Button component={Link} to="/register" variant="light" fullWidth>
            {t("registerAgain")}
          </Button>
        )}
      </PublicLayout>
    );
  }

  const names = { name: check.data.name ?? "", organizationName: check.data.organizationName ?? "" };
  const submit = async (values: NewPasswords) => {
    await setPasswordByMailLink(kind, token, values.next, values.confirm);
    setDone(true);
  };
  return (
    <PublicLayout
      title={t("authTitle")}
      lead={kind === "reset" ? t("authLeadReset", names) : t("authLeadRegister", names)}
    >
      <ChangePasswordForm withoutCurrent onSubmit={submit} submitLabel={t("authSubmit")} />
    </PublicLayout>
  );
}
