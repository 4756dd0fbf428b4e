import { formatDate, rules, validate } from "@gakumu/domain";
import { ClampedDateTimeInput, useTranslation } from "@gakumu/ui";
import { Group, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { IconLink } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { ActionButton } from "../../../app/ActionButton";
import { toInstant } from "../builder/builder-state";
import type { IssueAccessKeyBody } from "../forms-api";
import { FORMS_NAMESPACE } from "../i18n";

type Kind = "general" | "invitee";

interface Errors {
  inviteeName?: string;
  inviteeMailAddress?: string;
}

/**
 * A general link (anyone holding it may answer) or a link for one invited person, whose address
 * is then required; both may expire. The server refuses an expiry in the past.
 */
export function IssueLinkForm({
  onIssue,
  pending,
}: {
  onIssue: (body: IssueAccessKeyBody) => Promise<void>;
  pending: boolean;
}) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const [kind, setKind] = useState<Kind>("general");
  const [inviteeName, setInviteeName] = useState("");
  const [inviteeMailAddress, setInviteeMailAddress] = useState("");
  const [expiresAt, setExpiresAt] = useState("");
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invitee = kind === "invitee";
    const found: Errors = {};
    const mail = invitee
      ? validate(
          inviteeMailAddress.trim(),
          rules.required({ field: t("links.inviteeMailAddress") }),
          rules.maxLength(254),
          rules.email(),
        )
      : null;
    if (mail) found.inviteeMailAddress = mail;
    const name = invitee ? validate(inviteeName.trim(), rules.maxLength(100)) : null;
    if (name) found.inviteeName = name;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await onIssue({
      inviteeName: invitee ? inviteeName.trim() : "",
      inviteeMailAddress: invitee ? inviteeMailAddress.trim() : "",
      expiresAt: toInstant(expiresAt),
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <SegmentedControl
          aria-label={t("links.kind")}
          value={kind}
          onChange={(value) => setKind(value === "invitee" ? "invitee" : "general")}
          data={[
            { value: "general", label: t("links.kindGeneral") },
            { value: "invitee", label: t("links.kindInvitee") },
          ]}
        />
        {kind === "invitee" && (
          <Group grow align="flex-start">
            <TextInput
              label={t("links.inviteeName")}
              value={inviteeName}
              onChange={(event) => setInviteeName(event.currentTarget.value)}
              error={errors.inviteeName}
              maxLength={100}
            />
            <TextInput
              label={t("links.inviteeMailAddress")}
              type="email"
              value={inviteeMailAddress}
              onChange={(event) => setInviteeMailAddress(event.currentTarget.value)}
              error={errors.inviteeMailAddress}
              maxLength={254}
              required
            />
          </Group>
        )}
        <Group align="flex-end" justify="space-between">
          <ClampedDateTimeInput
            label={t("links.expiresAt")}
            description={t("links.expiresHint")}
            value={expiresAt}
            onChange={setExpiresAt}
            min={formatDate(new Date(), "yyyy-MM-dd'T'HH:mm")}
            w={240}
          />
          <ActionButton
            type="submit"
            leftSection={<IconLink size={16} />}
            loading={pending}
            data-operation-id="form-link-issue"
          >
            {t("links.issue")}
          </ActionButton>
        </Group>
      </Stack>
    </form>
  );
}
