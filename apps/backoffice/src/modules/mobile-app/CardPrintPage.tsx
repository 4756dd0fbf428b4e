import { type CardPrintInput, type CardSettingInput, formatDate } from "@gakumu/domain";
import { notify, PageTitle, useTranslation } from "@gakumu/ui";
import {
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { saveFile } from "../../app/http";
import { useReadOnly } from "../../app/read-only";
import { MOBILE_APP_NAMESPACE } from "./i18n";
import { mobileAppApi, mobileAppKeys } from "./mobile-app-api";

type TargetKind = "grade" | "placement" | "members";

/** The end of the school year (31 March) after today, in Japan: a card's usual validity. */
function endOfSchoolYear(now = new Date()): string {
  const [y, m] = formatDate(now, "yyyy-MM").split("-").map(Number) as [number, number];
  return `${m >= 4 ? y + 1 : y}-03-31`;
}

/** Menu card-print (会員証印刷): print settings, the members to print, a sample card, the PDF. */
export function CardPrintPage() {
  const { t } = useTranslation(MOBILE_APP_NAMESPACE);
  const readOnly = useReadOnly();
  const client = useQueryClient();
  const setting = useQuery({
    queryKey: mobileAppKeys.cardSetting,
    queryFn: ({ signal }) => mobileAppApi.cardSetting(signal),
  });
  const options = useQuery({
    queryKey: mobileAppKeys.cardOptions,
    queryFn: ({ signal }) => mobileAppApi.cardOptions(signal),
  });
  const [draft, setDraft] = useState<CardSettingInput | null>(null);
  const [kind, setKind] = useState<TargetKind>("grade");
  const [grade, setGrade] = useState<string | null>(null);
  const [placementCd, setPlacementCd] = useState<string | null>(null);
  const [memberIds, setMemberIds] = useState("");
  const [validUntil, setValidUntil] = useState(endOfSchoolYear());
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (setting.data) {
      const { updatedAt: _u, ...values } = setting.data;
      setDraft(values);
    }
  }, [setting.data]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  if (!draft || !options.data) return <Loader size="sm" type="dots" m="md" />;
  const fields = draft.fields;
  const setField = (key: keyof typeof fields, value: boolean) =>
    setDraft({ ...draft, fields: { ...fields, [key]: value } });

  const body = (): CardPrintInput => ({
    target:
      kind === "grade"
        ? { kind, grade: Number(grade ?? Number.NaN) }
        : kind === "placement"
          ? { kind, placementCd: placementCd ?? "" }
          : { kind, memberIds: memberIds.split(/[\s,、]+/).filter(Boolean) },
    validUntil,
  });

  const saveSettings = async () => {
    try {
      const saved = await mobileAppApi.saveCardSetting(draft);
      client.setQueryData(mobileAppKeys.cardSetting, saved);
      notify.success({ message: t("card.settingsSaved") });
    } catch {
      // The HTTP helper has shown the server's message.
    }
  };
  const showPreview = async () => {
    try {
      const file = await mobileAppApi.previewCard(body());
      setPreview(URL.createObjectURL(file.blob));
    } catch {
      // Shown by the HTTP helper.
    }
  };
  const print = async () => {
    try {
      saveFile(await mobileAppApi.printCards(body()));
    } catch {
      // Shown by the HTTP helper.
    }
  };
  const hint = options.data.barcodeTypes.find((b) => b.code === draft.barcodeType)?.hint;

  return (
    <Stack gap="md" p="md" maw={820}>
      <PageTitle title={t("card.title")} withHeading order={2} />
      <Text size="sm" c="dimmed">
        {t("card.lead")}
      </Text>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3} fz={16}>
            {t("card.settings")}
          </Title>
          <Group grow align="flex-start">
            <TextInput
              label={t("card.cardTitle")}
              value={draft.cardTitle}
              maxLength={10}
              readOnly={readOnly}
              onChange={(e) => setDraft({ ...draft, cardTitle: e.currentTarget.value })}
            />
            <Select
              label={t("card.barcodeType")}
              data={options.data.barcodeTypes.map((b) => ({ value: String(b.code), label: b.label }))}
              value={String(draft.barcodeType)}
              description={hint}
              readOnly={readOnly}
              allowDeselect={false}
              onChange={(v) => setDraft({ ...draft, barcodeType: Number(v) })}
            />
          </Group>
          <Group>
            <Checkbox
              label={t("card.fieldKana")}
              checked={fields.nameKana}
              disabled={readOnly}
              onChange={(e) => setField("nameKana", e.currentTarget.checked)}
            />
            <Checkbox
              label={t("card.fieldPlacement")}
              checked={fields.placement}
              disabled={readOnly}
              onChange={(e) => setField("placement", e.currentTarget.checked)}
            />
            <Checkbox
              label={t("card.fieldPhoto")}
              checked={fields.photo}
              disabled={readOnly}
              onChange={(e) => setField("photo", e.currentTarget.checked)}
            />
            <Checkbox
              label={t("card.fieldBarcode")}
              checked={fields.barcode}
              disabled={readOnly}
              onChange={(e) => setField("barcode", e.currentTarget.checked)}
            />
          </Group>
          <Group justify="flex-end">
            <ActionButton onClick={saveSettings}>{t("card.saveSettings")}</ActionButton>
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md">
        <Stack gap="sm">
          <Title order={3} fz={16}>
            {t("card.target")}
          </Title>
          <SegmentedControl
            value={kind}
            onChange={(v) => setKind(v as TargetKind)}
            data={[
              { value: "grade", label: t("card.byGrade") },
              { value: "placement", label: t("card.byPlacement") },
              { value: "members", label: t("card.byMembers") },
            ]}
          />
          {kind === "grade" && (
            <Select
              label={t("card.byGrade")}
              data={options.data.grades.map((g) => ({ value: String(g.grade), label: g.name }))}
              value={grade}
              onChange={setGrade}
            />
          )}
          {kind === "placement" && (
            <Select
              label={t("card.byPlacement")}
              data={options.data.placements.map((p) => ({ value: p.placementCd, label: p.name }))}
              value={placementCd}
              onChange={setPlacementCd}
              searchable
            />
          )}
          {kind === "members" && (
            <Textarea
              label={t("card.memberIds")}
              value={memberIds}
              autosize
              minRows={3}
              onChange={(e) => setMemberIds(e.currentTarget.value)}
            />
          )}
          <TextInput
            type="date"
            label={t("card.validUntil")}
            value={validUntil}
            onChange={(e) => setValidUntil(e.currentTarget.value)}
            w={200}
          />
          <Group justify="flex-end">
            <Button variant="light" onClick={showPreview}>
              {t("card.preview")}
            </Button>
            <Button onClick={print}>{t("card.print")}</Button>
          </Group>
          {preview && (
            <iframe
              title={t("card.previewTitle")}
              src={preview}
              style={{ width: 360, height: 240, border: 0 }}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
