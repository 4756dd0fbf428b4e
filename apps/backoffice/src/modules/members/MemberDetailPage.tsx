import { EnrollmentStatus, formatDate, memberAttributeText, TransferReason } from "@gakumu/domain";
import { dangerConfirmDialog, notify, PageTitle, useTranslation } from "@gakumu/ui";
import { Button, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconEdit, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { ActionButton } from "../../app/ActionButton";
import { notifyHttpError } from "../../app/http";
import { useReadOnly } from "../../app/read-only";
import { MemberPhotoPanel } from "../members-photo";
import { MEMBERS_NAMESPACE } from "./i18n";
import { displayFieldValue } from "./member-display";
import { FIELD_GROUPS, fieldSetting } from "./member-form-model";
import { type MemberDetail, type MemberListKind, type MemberListOptions, membersApi } from "./members-api";
import { menuPath } from "./members-paths";
import { useMemberDetail, useMemberOptions, useRefreshMembers } from "./queries";
import { Section } from "./Section";
import { StatusBadge } from "./StatusBadge";
import { useScrollTop } from "./use-scroll-top";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
        {children ?? "—"}
      </Text>
    </Stack>
  );
}

function DetailSections({
  member,
  options,
}: {
  member: MemberDetail;
  options: MemberListOptions | undefined;
}) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const settings = options?.importFields ?? [];
  const words = { yes: t("detail.yes"), no: t("detail.no") };
  return (
    <>
      {FIELD_GROUPS.map((group) => (
        <Section key={group.key} title={t(`groups.${group.key}`)}>
          {group.fields
            .filter((f) => fieldSetting(settings, f).visible)
            .map((f) => (
              <Item key={f} label={fieldSetting(settings, f).label}>
                {displayFieldValue(f, member.fields[f], options, words)}
              </Item>
            ))}
          {group.key === "basic" && (
            <>
              <Item label={t("detail.status")}>
                <StatusBadge status={member.exactStatus} />
              </Item>
              <Item label={t("detail.enrollment")}>{EnrollmentStatus.label(member.enrollmentStatus)}</Item>
              <Item label={t("detail.transferReason")}>
                {TransferReason.label(member.transferReason) || null}
              </Item>
            </>
          )}
        </Section>
      ))}
      {(options?.attributes.length ?? 0) > 0 && (
        <Section title={t("groups.attributes")}>
          {options?.attributes.map((a) => (
            <Item key={a.attributeCd} label={a.name}>
              {memberAttributeText(member.attributes[a.attributeCd]) || null}
            </Item>
          ))}
        </Section>
      )}
    </>
  );
}

/** 「メンバー詳細」 / 「卒業生詳細」: every field the organisation uses, grouped; edit and delete. */
export function MemberDetailPage({ kind, id }: { kind: MemberListKind; id: number }) {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const navigate = useNavigate();
  const { search } = useLocation();
  const detail = useMemberDetail(kind, id);
  const options = useMemberOptions(kind);
  const refresh = useRefreshMembers();
  const readOnly = useReadOnly();
  const back = () => navigate(`${menuPath(kind)}${search}`);
  useScrollTop(id);
  const member = detail.data;

  const remove = async (m: MemberDetail) => {
    const memberId = String(m.fields.member_id ?? "");
    const confirmed = await dangerConfirmDialog({
      title: t("detail.deleteTitle"),
      message: `${t("detail.deleteMessage", { name: m.fields.name, memberId })}\n${t("detail.deleteConfirm", { memberId })}`,
      confirmValue: memberId,
      yesLabel: t("detail.delete"),
    });
    if (!confirmed) return;
    try {
      await membersApi.remove(m.id, m.version);
      notify.success({ message: t("detail.deleted") });
      await refresh();
      back();
    } catch (error) {
      notifyHttpError(error);
      await refresh();
    }
  };

  return (
    <Stack gap="md" maw={1400}>
      <PageTitle title={t(kind === "alumni" ? "title.alumnusDetail" : "title.detail")} />
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 20, sm: 24 }}>
            {member
              ? `${member.fields.name}（${member.fields.member_id}）`
              : t(kind === "alumni" ? "title.alumnusDetail" : "title.detail")}
          </Title>
          {member && (
            <Text fz="xs" c="dimmed">
              {t("detail.updatedAt")} {formatDate(member.updatedAt, "yyyy/MM/dd HH:mm")}
            </Text>
          )}
        </Stack>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
            {t("detail.back")}
          </Button>
          {kind === "members" && member && (
            <>
              <ActionButton
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={() => void remove(member)}
              >
                {t("detail.delete")}
              </ActionButton>
              <ActionButton
                leftSection={<IconEdit size={16} />}
                onClick={() => navigate(`${menuPath(kind)}/${id}/edit${search}`)}
              >
                {t("detail.edit")}
              </ActionButton>
            </>
          )}
        </Group>
      </Group>
      {detail.isPending ? (
        <Loader size="sm" type="dots" />
      ) : (
        member && (
          <>
            {kind === "members" && (
              // An upload bumps the member's version: reload the detail so edit and delete use the new one.
              <MemberPhotoPanel
                memberId={member.id}
                version={member.version}
                readOnly={readOnly}
                onChange={() => void refresh()}
              />
            )}
            <DetailSections member={member} options={options.data} />
          </>
        )
      )}
    </Stack>
  );
}
