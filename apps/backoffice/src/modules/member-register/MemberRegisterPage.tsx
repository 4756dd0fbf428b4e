import { MemberRegisterBody, type MemberRegisterInput } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Alert, Anchor, Button, Center, Stack, Text, TextInput } from "@mantine/core";
import { IconMail, IconMailCheck } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { PublicLayout } from "../../app/public/PublicLayout";
import { MEMBER_REGISTER_NAMESPACE } from "./i18n";
import { MEMBER_APP_URL, requestRegistration } from "./member-register-api";

type Field = keyof MemberRegisterInput;
type Values = Record<Field, string>;

/** The first message per field of the domain's own schema, so page and server say the same. */
function fieldErrors(values: Values): Partial<Record<Field, string>> {
  const parsed = MemberRegisterBody.safeParse({ ...values, tenantCd: values.tenantCd.trim() || undefined });
  if (parsed.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * /register (spec §2.1): a member's self-registration for the member app. The school code can come in
 * the link the school shares (?organizationCd=…&tenantCd=…). The server matches member id and birth
 * date and mails a link to /email-address-authenticate; its refusals (no such member, already
 * registered, too many tries) are shown by the HTTP helper and the form stays filled.
 */
export function MemberRegisterPage() {
  const { t } = useTranslation(MEMBER_REGISTER_NAMESPACE);
  const [params] = useSearchParams();
  const [values, setValues] = useState<Values>({
    tenantCd: params.get("tenantCd") ?? "",
    organizationCd: params.get("organizationCd") ?? "",
    memberId: "",
    birthDate: "",
    mailAddress: "",
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const field = (name: Field) => ({
    value: values[name],
    error: errors[name],
    size: "md" as const,
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = MemberRegisterBody.parse({ ...values, tenantCd: values.tenantCd.trim() || undefined });
    try {
      await requestRegistration(input);
      setSentTo(input.mailAddress);
    } catch {
      // shown by the HTTP helper; what was typed stays for another try
    }
  };

  if (sentTo !== null) {
    return (
      <PublicLayout title={t("registerTitle")}>
        <Alert color="green" variant="light" icon={<IconMailCheck size={20} />} title={t("sentTitle")}>
          <Text size="sm">{t("sentLead", { mailAddress: sentTo })}</Text>
          <Text size="sm" mt={4}>
            {t("notArrived")}
          </Text>
        </Alert>
      </PublicLayout>
    );
  }

  return (
    <PublicLayout title={t("registerTitle")} lead={t("registerLead")}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("organizationCd")}
            withAsterisk
            autoComplete="off"
            {...field("organizationCd")}
          />
          <TextInput
            label={t("memberId")}
            withAsterisk
            autoComplete="username"
            autoCapitalize="none"
            {...field("memberId")}
          />
          <TextInput
            label={t("birthDate")}
            type="date"
            withAsterisk
            autoComplete="bday"
            {...field("birthDate")}
          />
          <TextInput
            label={t("mailAddress")}
            description={t("mailAddressHint")}
            type="email"
            inputMode="email"
            autoComplete="email"
            withAsterisk
            leftSection={<IconMail size={18} stroke={1.6} />}
            {...field("mailAddress")}
          />
          <TextInput
            label={t("tenantCd")}
            description={t("tenantCdHint")}
            autoComplete="off"
            {...field("tenantCd")}
          />
          <Button type="submit" size="md" fullWidth>
            {t("submitRegister")}
          </Button>
        </Stack>
      </form>
      <Text size="xs" c="dimmed">
        {t("haveQr")}
      </Text>
      <Center>
        <Anchor href={MEMBER_APP_URL} size="sm">
          {t("toApp")}
        </Anchor>
      </Center>
    </PublicLayout>
  );
}
