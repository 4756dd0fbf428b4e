import { RequestType } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Button, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { HttpError, httpErrorMessage } from "../../app/http";
import { MEMBER_REQUESTS_NAMESPACE } from "./i18n";
import { type LookedUpMember, memberRequestsApi } from "./member-requests-api";
import { ProxyPayloadFields } from "./ProxyPayloadFields";
import { draftFor, type ProxyDraft, payloadOf, validateDraft } from "./proxy-form";
import { useCreateProxyRequest } from "./queries";

interface Props {
  opened: boolean;
  onClose: () => void;
  onCreated: (requestId: number) => void;
}

const FIRST_TYPE = RequestType.UPDATE_ADDRESS;

/** 代理申請: find the member by 会員ID, choose the type, enter the request, register it as waiting. */
export function ProxyRequestModal({ opened, onClose, onCreated }: Props) {
  const { t } = useTranslation(MEMBER_REQUESTS_NAMESPACE);
  const [memberCode, setMemberCode] = useState("");
  const [member, setMember] = useState<LookedUpMember | null>(null);
  const [lookupError, setLookupError] = useState<string | null>(null);
  const [draft, setDraft] = useState<ProxyDraft>(() => draftFor(FIRST_TYPE, null));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateProxyRequest();

  const close = () => {
    setMemberCode("");
    setMember(null);
    setLookupError(null);
    setDraft(draftFor(FIRST_TYPE, null));
    setErrors({});
    onClose();
  };

  const find = async () => {
    setLookupError(null);
    try {
      const found = await memberRequestsApi.lookupMember(memberCode.trim());
      setMember(found);
      setDraft(draftFor(draft.requestType, found));
    } catch (error) {
      setMember(null);
      setLookupError(
        error instanceof HttpError && error.serverMessage ? error.serverMessage : httpErrorMessage(error),
      );
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!member) {
      setLookupError(t("proxy.findFirst"));
      return;
    }
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const created = await create.mutateAsync({
        memberId: member.memberId,
        requestType: draft.requestType,
        payload: payloadOf(draft),
      });
      notify.success({ message: t("proxy.created") });
      close();
      onCreated(created.requestId);
    } catch (error) {
      // The toast says it; the details also go under their fields.
      if (error instanceof HttpError)
        setErrors(Object.fromEntries(error.details.map((d) => [d.path, d.message])));
    }
  };

  return (
    <Modal opened={opened} onClose={close} title={t("proxy.title")} size="lg" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t("proxy.lead")}
          </Text>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={t("proxy.memberCode")}
              required
              maxLength={32}
              value={memberCode}
              error={lookupError}
              onChange={(event) => setMemberCode(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  void find();
                }
              }}
              style={{ flex: 1 }}
              data-autofocus
            />
            <Button
              variant="light"
              leftSection={<IconSearch size={16} />}
              onClick={() => void find()}
              mt={25}
            >
              {t("proxy.find")}
            </Button>
          </Group>
          {member && (
            <Text size="sm" fw={600}>
              {member.memberCode} {member.name}
              {member.nameKana && `（${member.nameKana}）`}
            </Text>
          )}
          <Select
            label={t("proxy.requestType")}
            required
            allowDeselect={false}
            data={RequestType.options.map((o) => ({ value: o.value, label: o.label }))}
            value={draft.requestType}
            onChange={(value) => {
              setErrors({});
              setDraft(draftFor(value ?? FIRST_TYPE, member));
            }}
          />
          <ProxyPayloadFields draft={draft} errors={errors} onChange={setDraft} />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              {t("proxy.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t("proxy.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
