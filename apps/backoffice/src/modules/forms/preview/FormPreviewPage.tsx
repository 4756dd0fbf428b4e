import { PageTitle, useTranslation } from "@gakumu/ui";
import { Anchor, Box, Center, Group, Loader, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useContext, useState } from "react";
import { Link } from "react-router";
import { ShellDataContext } from "../../../app/shell-data";
import { useFormPaths } from "../forms-paths";
import { FORMS_NAMESPACE } from "../i18n";
import { useFormPreview } from "../queries";
import { PublicFormView } from "./PublicFormView";

/** The width of the phone the form frontend is made for (issue 5: it works at 360 px). */
export const PHONE_WIDTH = 360;

/** /form/:formId/preview: the stored form exactly as an applicant's phone shows it. */
export function FormPreviewPage({ formId }: { formId: number }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const paths = useFormPaths();
  const preview = useFormPreview(formId);
  const organizationName = useContext(ShellDataContext)?.organization.name ?? "";
  const [showConditional, setShowConditional] = useState(true);

  return (
    <Stack gap="md">
      <PageTitle title={t("preview.title")} />
      <Anchor component={Link} to={paths.edit(formId)} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t("preview.back")}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Stack gap={2}>
          <Title order={1} fz={{ base: 20, sm: 24 }}>
            {t("preview.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("preview.lead")}
          </Text>
        </Stack>
        <Switch
          label={t("preview.showConditional")}
          checked={showConditional}
          onChange={(event) => setShowConditional(event.currentTarget.checked)}
        />
      </Group>
      <Box bg="gray.2" py="lg" style={{ borderRadius: 12 }}>
        {preview.data ? (
          <Paper
            // The phone's screen is 360 px wide inside its 6 px frame.
            w={PHONE_WIDTH + 12}
            mx="auto"
            shadow="md"
            radius={18}
            withBorder
            style={{ overflow: "hidden", borderWidth: 6, borderColor: "var(--mantine-color-dark-7)" }}
            data-testid="phone-frame"
          >
            <PublicFormView
              form={preview.data}
              organizationName={organizationName}
              showConditional={showConditional}
            />
          </Paper>
        ) : (
          <Center py="xl">
            <Loader aria-label={t("preview.loading")} />
          </Center>
        )}
      </Box>
    </Stack>
  );
}
