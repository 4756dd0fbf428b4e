import { GradePermission, ListReferenceAuthority } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Button, Pagination, Stack, Table, Text } from "@mantine/core";
import { IconShieldCog } from "@tabler/icons-react";
import { useState } from "react";
import { KeywordSearchForm } from "../../app/KeywordSearchForm";
import { useReadOnly } from "../../app/read-only";
import type { LoginUserItem } from "../login-users/login-users-api";
import { AssignmentModal } from "./AssignmentModal";
import { AUTHORITY_NAMESPACE } from "./i18n";
import { useAssignableUsers, useScopeMaster } from "./queries";

/** Login users with their permission in this organisation; a row opens the assignment form. */
export function UserPermissionsPanel() {
  const { t } = useTranslation(AUTHORITY_NAMESPACE);
  const [keyword, setKeyword] = useState("");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<LoginUserItem | null>(null);
  const readOnly = useReadOnly();
  const users = useAssignableUsers(keyword, page);
  const grades = useScopeMaster().data?.gradeList ?? [];
  const gradeName = (code: number) =>
    code === GradePermission.NONE
      ? GradePermission.label(code)
      : (grades.find((g) => g.gradeCd === code)?.name ?? String(code));

  const search = (value: string) => {
    setKeyword(value);
    setPage(1);
  };
  const pages = users.data ? Math.max(1, Math.ceil(users.data.totalCount / users.data.pageSize)) : 1;

  return (
    <Stack gap="sm">
      <KeywordSearchForm label={t("users.search")} buttonLabel={t("users.searchButton")} onSearch={search} />
      {users.data && (
        <>
          <Text size="sm" c="dimmed">
            {t("users.total", { count: users.data.totalCount })}
          </Text>
          {users.data.loginUserList.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("users.empty")}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={720}>
              <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={150}>{t("users.displayUserId")}</Table.Th>
                    <Table.Th>{t("users.name")}</Table.Th>
                    <Table.Th w={170}>{t("users.permissionSet")}</Table.Th>
                    <Table.Th w={130}>{t("users.referenceAuthority")}</Table.Th>
                    <Table.Th w={100}>{t("users.gradePermission")}</Table.Th>
                    <Table.Th w={140} />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.data.loginUserList.map((user) => (
                    <Table.Tr key={user.loginUserId}>
                      <Table.Td ff="monospace">{user.displayUserId}</Table.Td>
                      <Table.Td>{user.name}</Table.Td>
                      <Table.Td>
                        {user.permission?.permissionSetName ?? (
                          <Text span size="sm" c="dimmed">
                            {t("users.none")}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {user.permission
                          ? ListReferenceAuthority.label(user.permission.referenceAuthority)
                          : ""}
                      </Table.Td>
                      <Table.Td>{user.permission ? gradeName(user.permission.gradePermission) : ""}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="default"
                          leftSection={<IconShieldCog size={14} />}
                          onClick={() => setSelected(user)}
                        >
                          {readOnly ? t("sets.view") : t("users.assign")}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
        </>
      )}
      {selected && <AssignmentModal user={selected} onClose={() => setSelected(null)} />}
    </Stack>
  );
}
