import { PageTitle, useTranslation } from "@gakumu/ui";
import { Container, Stack, Text } from "@mantine/core";

/**
 * Target of a successful login. The home shell (menu, dashboard, organisation data of spec §2.1)
 * replaces this when the login/menu module lands; until then it only confirms the session.
 */
export function HomePage() {
  const { t } = useTranslation("backoffice");
  return (
    <Container size="md" py="xl">
      <Stack gap="xs">
        <PageTitle title={t("home.title")} withHeading order={1} />
        <Text c="dimmed">{t("home.lead")}</Text>
      </Stack>
    </Container>
  );
}
