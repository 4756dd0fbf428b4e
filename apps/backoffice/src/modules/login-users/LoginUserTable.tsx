import { formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Button, Group, Menu, Table, Text } from "@mantine/core";
import {
  IconChevronDown,
  IconEdit,
  IconKey,
  IconLock,
  IconLockOpen,
  IconShieldOff,
} from "@tabler/icons-react";
import { ActionButton } from "../../app/ActionButton";
import { useReadOnly } from "../../app/read-only";
import { LOGIN_USERS_NAMESPACE } from "./i18n";
import { type StatusBadge, statusBadges } from "./login-user-form";
import type { LoginUserItem } from "./login-users-api";
import type { useLoginUserActions } from "./use-login-user-actions";

const BADGE_COLORS: Record<StatusBadge, string> = {
  locked: "red",
  passwordChangeRequired: "yellow",
  totpEnabled: "green",
};

interface Props {
  users: LoginUserItem[];
  actions: ReturnType<typeof useLoginUserActions>;
  onEdit: (user: LoginUserItem) => void;
}

function RowActions({ user, actions, onEdit }: { user: LoginUserItem } & Omit<Props, "users">) {
  const { t } = useTranslation(LOGIN_USERS_NAMESPACE);
  const readOnly = useReadOnly();
  const trigger = (
    <ActionButton
      size="xs"
      variant="default"
      rightSection={<IconChevronDown size={14} />}
      disabled={actions.pending}
    >
      {t("list.actions")}
    </ActionButton>
  );
  // On a reference-only menu the button explains itself with the shared tooltip; no menu opens.
  if (readOnly) return trigger;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="default"
          rightSection={<IconChevronDown size={14} />}
          disabled={actions.pending}
        >
          {t("list.actions")}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onEdit(user)}>
          {t("actions.edit")}
        </Menu.Item>
        <Menu.Item
          leftSection={user.locked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
          color={user.locked ? undefined : "red"}
          onClick={() => void actions.toggleLock(user)}
        >
          {user.locked ? t("actions.unlock") : t("actions.lock")}
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={16} />} onClick={() => void actions.resetPassword(user)}>
          {t("actions.resetPassword")}
        </Menu.Item>
        <Menu.Item leftSection={<IconShieldOff size={16} />} onClick={() => void actions.resetTotp(user)}>
          {t("actions.resetTotp")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** One page of administrator users with their status and the row actions. */
export function LoginUserTable({ users, actions, onEdit }: Props) {
  const { t } = useTranslation(LOGIN_USERS_NAMESPACE);
  if (users.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {t("list.empty")}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={150}>{t("list.displayUserId")}</Table.Th>
            <Table.Th>{t("list.name")}</Table.Th>
            <Table.Th>{t("list.mailAddress")}</Table.Th>
            <Table.Th w={150}>{t("list.permissionSet")}</Table.Th>
            <Table.Th w={200}>{t("list.status")}</Table.Th>
            <Table.Th w={140}>{t("list.lastLoginAt")}</Table.Th>
            <Table.Th w={100} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.loginUserId}>
              <Table.Td ff="monospace">{user.displayUserId}</Table.Td>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.mailAddress}</Table.Td>
              <Table.Td>
                {user.permission?.permissionSetName ?? (
                  <Text span size="sm" c="dimmed">
                    {t("list.noPermission")}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {statusBadges(user).map((badge) => (
                    <Badge key={badge} size="sm" variant="light" color={BADGE_COLORS[badge]}>
                      {t(`list.${badge}`)}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {formatDate(user.lastLoginAt, "yyyy/MM/dd HH:mm")}
              </Table.Td>
              <Table.Td>
                <RowActions user={user} actions={actions} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
