import "./i18n";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Group, Pagination, Stack, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { KeywordSearchForm } from "../../app/KeywordSearchForm";
import { GeneratedPasswordModal, type ShownPassword } from "./GeneratedPasswordModal";
import { LOGIN_USERS_NAMESPACE } from "./i18n";
import { LoginUserFormModal, type LoginUserFormTarget } from "./LoginUserFormModal";
import { LoginUserTable } from "./LoginUserTable";
import { useLoginUsers } from "./queries";
import { useLoginUserActions } from "./use-login-user-actions";

/**
 * /login-user (master 800): the administrator accounts the user may see by their list reference
 * authority, 20 per page, with create, edit, lock/unlock and password/TOTP resets. On a
 * reference-only menu every action button is disabled; the server refuses the same calls with 403.
 */
export function LoginUsersPage() {
  const { t } = useTranslation(LOGIN_USERS_NAMESPACE);
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState(1);
  const [formTarget, setFormTarget] = useState<LoginUserFormTarget | null>(null);
  const [shownPassword, setShownPassword] = useState<ShownPassword | null>(null);
  const users = useLoginUsers(keyword, page);
  const showPassword = (name: string, password: string) => setShownPassword({ name, password });
  const actions = useLoginUserActions(showPassword);

  const search = (value: string) => {
    setKeyword(value);
    setPage(1);
  };
  const pages = users.data ? Math.max(1, Math.ceil(users.data.totalCount / users.data.pageSize)) : 1;

  return (
    <Stack gap="md" maw={1400}>
      <PageTitle title={t("title")} />
      <Title order={1} fz={{ base: 20, sm: 24 }}>
        {t("title")}
      </Title>
      <Group justify="space-between" align="flex-end">
        <KeywordSearchForm label={t("list.search")} buttonLabel={t("list.searchButton")} onSearch={search} />
        <ActionButton leftSection={<IconPlus size={16} />} onClick={() => setFormTarget({ mode: "create" })}>
          {t("list.create")}
        </ActionButton>
      </Group>
      {users.data && (
        <>
          <Text size="sm" c="dimmed">
            {t("list.total", { count: users.data.totalCount })}
          </Text>
          <LoginUserTable
            users={users.data.loginUserList}
            actions={actions}
            onEdit={(user) => setFormTarget({ mode: "edit", user })}
          />
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        </>
      )}
      {formTarget && (
        <LoginUserFormModal
          target={formTarget}
          onClose={() => setFormTarget(null)}
          onPasswordGenerated={showPassword}
        />
      )}
      {shownPassword && (
        <GeneratedPasswordModal shown={shownPassword} onClose={() => setShownPassword(null)} />
      )}
    </Stack>
  );
}
