import {
  type AppSettingInput,
  HEX_COLOUR,
  MIN_WHITE_TEXT_CONTRAST,
  THEME_PALETTE,
  whiteTextContrast,
} from "@gakumu/domain";
import { notify, PageTitle, useTranslation } from "@gakumu/ui";
import {
  Box,
  Checkbox,
  ColorInput,
  ColorSwatch,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { useReadOnly } from "../../app/read-only";
import { MOBILE_APP_NAMESPACE } from "./i18n";
import { mobileAppApi, mobileAppKeys } from "./mobile-app-api";

type Draft = Required<AppSettingInput>;

/** Menu mobile-app-setting (アプリ設定): how the member app presents the organisation. */
export function AppSettingPage() {
  const { t } = useTranslation(MOBILE_APP_NAMESPACE);
  const readOnly = useReadOnly();
  const client = useQueryClient();
  const setting = useQuery({
    queryKey: mobileAppKeys.setting,
    queryFn: ({ signal }) => mobileAppApi.setting(signal),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (setting.data) {
      const { availableFeatures: _a, updatedAt: _u, ...values } = setting.data;
      setDraft(values);
    }
  }, [setting.data]);

  if (!setting.data || !draft) return <Loader size="sm" type="dots" m="md" />;
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const colour = draft.themeColour.trim().toLowerCase();
  const ratio = HEX_COLOUR.test(colour) ? whiteTextContrast(colour) : null;

  const submit = async () => {
    setSaving(true);
    try {
      const saved = await mobileAppApi.saveSetting(draft);
      client.setQueryData(mobileAppKeys.setting, saved);
      notify.success({ message: t("setting.saved") });
    } catch {
      // The HTTP helper has shown the server's message.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md" p="md" maw={720}>
      <PageTitle title={t("setting.title")} withHeading order={2} />
      <Text size="sm" c="dimmed">
        {t("setting.lead")}
      </Text>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <TextInput
            label={t("setting.displayName")}
            value={draft.displayName}
            maxLength={20}
            readOnly={readOnly}
            onChange={(e) => set({ displayName: e.currentTarget.value })}
          />
          <Box>
            <ColorInput
              label={t("setting.themeColour")}
              value={draft.themeColour}
              format="hex"
              readOnly={readOnly}
              onChange={(value) => set({ themeColour: value })}
              error={
                ratio !== null && ratio < MIN_WHITE_TEXT_CONTRAST
                  ? t("setting.contrastLow", { ratio: ratio.toFixed(1) })
                  : undefined
              }
              description={ratio !== null ? t("setting.contrast", { ratio: ratio.toFixed(1) }) : undefined}
            />
            <Text size="xs" mt={6}>
              {t("setting.palette")}
            </Text>
            <Group gap={6} mt={4}>
              {THEME_PALETTE.map((p) => (
                <Tooltip key={p.value} label={p.label}>
                  <UnstyledButton
                    aria-label={p.label}
                    disabled={readOnly}
                    onClick={() => set({ themeColour: p.value })}
                  >
                    <ColorSwatch color={p.value} size={26} />
                  </UnstyledButton>
                </Tooltip>
              ))}
            </Group>
          </Box>
          <Textarea
            label={t("setting.welcomeMessage")}
            value={draft.welcomeMessage}
            maxLength={200}
            autosize
            minRows={2}
            readOnly={readOnly}
            onChange={(e) => set({ welcomeMessage: e.currentTarget.value })}
          />
          <Group grow>
            <TextInput
              label={t("setting.contactTel")}
              value={draft.contactTel}
              maxLength={20}
              readOnly={readOnly}
              onChange={(e) => set({ contactTel: e.currentTarget.value })}
            />
            <TextInput
              label={t("setting.contactMail")}
              value={draft.contactMail}
              maxLength={254}
              readOnly={readOnly}
              onChange={(e) => set({ contactMail: e.currentTarget.value })}
            />
          </Group>
          <Checkbox.Group
            label={t("setting.features")}
            description={t("setting.featuresNote")}
            value={draft.features}
            onChange={(values) => set({ features: values as Draft["features"] })}
          >
            <Group mt={6}>
              {setting.data.availableFeatures.map((f) => (
                <Checkbox
                  key={f.code}
                  value={f.code}
                  label={f.label}
                  disabled={readOnly || f.code === "inbox"}
                />
              ))}
            </Group>
          </Checkbox.Group>
          <Box>
            <Text size="sm" fw={500} mb={4}>
              {t("setting.preview")}
            </Text>
            <Box
              data-testid="app-header-preview"
              p="sm"
              maw={320}
              style={{ background: ratio !== null ? colour : undefined, borderRadius: 8, color: "white" }}
            >
              <Text fw={700}>{draft.displayName}</Text>
            </Box>
          </Box>
          <Group justify="flex-end">
            <ActionButton onClick={submit} loading={saving}>
              {t("setting.save")}
            </ActionButton>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
