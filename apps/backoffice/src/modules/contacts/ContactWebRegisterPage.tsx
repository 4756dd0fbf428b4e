import type { ContactPosted } from "@gakumu/domain";
import { confirmDialog, useTranslation } from "@gakumu/ui";
import { Alert, Button, Loader, Stack, Text } from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { PublicLayout } from "../../app/public/PublicLayout";
import { ContactWebForm } from "./ContactWebForm";
import { contactPublicApi } from "./contacts-api";
import "./form-i18n";
import { CONTACT_FORM_NAMESPACE } from "./form-i18n";

type Sent = ContactPosted & { date: string; typeName: string };

/**
 * /contact-web-register?key=… : a family reports an absence, lateness or the like without logging
 * in, from the class's link or QR. A forged, expired or revoked link gets the server's Japanese
 * explanation; after sending, the report can be withdrawn from the same screen.
 */
export function ContactWebRegisterPage() {
  const { t } = useTranslation(CONTACT_FORM_NAMESPACE);
  const [params] = useSearchParams();
  const key = params.get("key") ?? "";
  const [sent, setSent] = useState<Sent | null>(null);
  const [withdrawn, setWithdrawn] = useState(false);
  const form = useQuery({
    queryKey: ["contact-web-register", key],
    queryFn: () => contactPublicApi.form(key),
    retry: false,
    enabled: key !== "",
  });
  const post = useMutation({
    mutationFn: (body: Parameters<typeof contactPublicApi.post>[0]) => contactPublicApi.post(body),
    onSuccess: (posted, body) => {
      const type = form.data?.types.find((x) => x.id === body.typeId);
      setSent({ ...posted, date: body.date, typeName: type?.name ?? "" });
      setWithdrawn(false);
    },
  });
  const withdraw = useMutation({
    mutationFn: () => contactPublicApi.withdraw(sent?.withdrawKey ?? ""),
    onSuccess: () => setWithdrawn(true),
  });
  const error = (form.error ?? post.error ?? withdraw.error) as { message?: string } | null;
  const data = form.data;
  return (
    <PublicLayout title={data ? `${data.organizationName} ${t("title")}` : t("title")} width={560}>
      {key === "" || (form.isError && !data) ? (
        <Alert color="red" title={t("invalid")}>
          <Text size="sm">{error?.message ?? ""}</Text>
        </Alert>
      ) : !data ? (
        <Loader size="sm" type="dots" aria-label={t("loading")} />
      ) : sent ? (
        <Stack gap="md" data-testid="contact-sent">
          <Alert color={withdrawn ? "gray" : "teal"} title={withdrawn ? t("withdrawn") : t("sent")}>
            <Text size="sm">
              {t("sentLead", { date: sent.date.replaceAll("-", "/"), type: sent.typeName })}
            </Text>
            {sent.late && (
              <Text size="sm" c="orange.9" mt="xs">
                {t("lateNotice")} {sent.message}
              </Text>
            )}
          </Alert>
          {withdraw.isError && (
            <Alert color="red">
              <Text size="sm">{error?.message ?? ""}</Text>
            </Alert>
          )}
          {!withdrawn && sent.withdrawKey && (
            <Button
              variant="default"
              color="red"
              loading={withdraw.isPending}
              onClick={async () => {
                if (await confirmDialog({ message: t("confirmWithdraw") })) withdraw.mutate();
              }}
            >
              {t("withdraw")}
            </Button>
          )}
          <Button variant="light" onClick={() => setSent(null)}>
            {t("another")}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {data.organizationName} {data.nodeLabel}
          </Text>
          {data.pastCutoff && data.cutoffTime && (
            <Alert color="orange" title={t("cutoff", { time: data.cutoffTime })}>
              <Text size="sm">
                {data.afterCutoff === "REFUSE" ? `${t("cutoffRefused")} ` : ""}
                {data.cutoffMessage}
              </Text>
            </Alert>
          )}
          {post.isError && (
            <Alert color="red" data-testid="contact-error">
              <Text size="sm">{error?.message ?? ""}</Text>
            </Alert>
          )}
          <ContactWebForm
            form={data}
            busy={post.isPending}
            onSubmit={(body) => post.mutate({ key, ...body })}
          />
        </Stack>
      )}
    </PublicLayout>
  );
}
