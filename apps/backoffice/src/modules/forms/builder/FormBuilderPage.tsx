import { useTranslation } from "@gakumu/ui";
import { Alert, Button, Center, Loader, Stack } from "@mantine/core";
import { Link } from "react-router";
import { useFormPaths } from "../forms-paths";
import { FORMS_NAMESPACE } from "../i18n";
import { useFormDetail } from "../queries";
import { BuilderScreen } from "./BuilderScreen";

/** /form/:formId: loads the definition, then the builder works on its own copy of it. */
export function FormBuilderPage({ formId }: { formId: number }) {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const paths = useFormPaths();
  const detail = useFormDetail(formId);
  if (detail.isError)
    return (
      <Stack align="flex-start">
        <Alert color="red">{t("builder.loadFailed")}</Alert>
        <Button component={Link} to={paths.list} variant="default">
          {t("builder.back")}
        </Button>
      </Stack>
    );
  if (!detail.data)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return <BuilderScreen key={formId} initial={detail.data} />;
}
