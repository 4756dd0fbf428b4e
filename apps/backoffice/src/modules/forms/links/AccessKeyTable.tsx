import { formatDate } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Table, Text } from "@mantine/core";
import { ActionButton } from "../../../app/ActionButton";
import type { AccessKeyItem, AccessKeyState } from "../forms-api";
import { FORMS_NAMESPACE } from "../i18n";

const STATE_COLORS: Record<AccessKeyState, string> = { ACTIVE: "green", EXPIRED: "gray", REVOKED: "red" };
const DATE_TIME = "yyyy/MM/dd HH:mm";

/** The links of a form, newest first, by the first characters of their key (the key is not kept). */
export function AccessKeyTable({
  keys,
  onRevoke,
  pending,
}: {
  keys: AccessKeyItem[];
  onRevoke: (key: AccessKeyItem) => void;
  pending: boolean;
}) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  if (keys.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t("links.empty")}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("links.prefix")}</Table.Th>
            <Table.Th>{t("links.invitee")}</Table.Th>
            <Table.Th>{t("links.expiry")}</Table.Th>
            <Table.Th>{t("links.state")}</Table.Th>
            <Table.Th>{t("links.createdAt")}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => (
            <Table.Tr key={key.accessKeyId}>
              <Table.Td ff="monospace">{key.keyPrefix}…</Table.Td>
              <Table.Td>
                {key.inviteeName || key.inviteeMailAddress ? (
                  <>
                    <Text size="sm">{key.inviteeName}</Text>
                    <Text size="xs" c="dimmed">
                      {key.inviteeMailAddress}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {t("links.general")}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {key.expiresAt ? formatDate(key.expiresAt, DATE_TIME) : t("links.noExpiry")}
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={STATE_COLORS[key.state]}>
                  {t(`links.states.${key.state}`)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(key.createdAt, DATE_TIME)}</Table.Td>
              <Table.Td>
                {key.state !== "REVOKED" && (
                  <ActionButton
                    size="compact-xs"
                    variant="light"
                    color="red"
                    disabled={pending}
                    aria-label={t("links.revokeLabel", { prefix: key.keyPrefix })}
                    onClick={() => onRevoke(key)}
                  >
                    {t("links.revoke")}
                  </ActionButton>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
