import { useTranslation } from "@gakumu/ui";
import { Button, Divider, Stack } from "@mantine/core";
import { IconBrandLine } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { formApi } from "../api/form-api";

// LINE's brand green for its login button.
const LINE_GREEN = "#06C755";

/**
 * The LINE sign-in or sign-up button (spec §2.2): shown only when the server returns a URL, i.e.
 * the organisation configured a channel. Asked afresh each time the modal opens, because the URL
 * carries a state that expires.
 */
export function LineButton({
  purpose,
  formId,
  label,
}: {
  purpose: "sign-in" | "sign-up";
  formId: number | null;
  label: string;
}) {
  const { t } = useTranslation("form");
  const { data: url } = useQuery({
    queryKey: ["line-url", purpose, formId],
    queryFn: () => formApi.lineUrl(purpose, formId),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  if (!url) return null;
  return (
    <Stack gap="md">
      <Button
        component="a"
        href={url}
        size="md"
        fullWidth
        color={LINE_GREEN}
        leftSection={<IconBrandLine size={22} stroke={1.6} />}
      >
        {label}
      </Button>
      <Divider label={t("login.or")} labelPosition="center" />
    </Stack>
  );
}
