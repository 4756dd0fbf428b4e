import { FormItemType, type FormItemTypeCode } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Button, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { FORMS_NAMESPACE } from "../i18n";
import { useBuilder } from "./builder-context";
import { itemKeysOf, newItem, newItemKey } from "./item-factory";
import { ItemTypeIcon } from "./item-type-icons";

/**
 * Every form item type of spec §3.4 (TEXT_SINGLE … OC_DATE_LIST) with its Japanese name. A click
 * adds the item at the end of the target section (the one last clicked) and opens its editor.
 */
export function ItemPalette() {
  const { t } = useTranslation(FORMS_NAMESPACE);
  const { state, dispatch, readOnly, targetSectionUid, setOpenItemKey, newItemTexts } = useBuilder();
  const targetIndex = Math.max(
    0,
    state.sections.findIndex((s) => s.uid === targetSectionUid),
  );
  const target = state.sections[targetIndex];

  const add = (itemType: FormItemTypeCode) => {
    if (!target) return;
    const itemKey = newItemKey(itemKeysOf(state.sections));
    const item = newItem(itemType, itemKey, newItemTexts(FormItemType.label(itemType)));
    dispatch({ type: "addItem", sectionUid: target.uid, item });
    setOpenItemKey(itemKey);
  };

  return (
    <Paper withBorder p="sm" radius="md" w={{ base: "100%", md: 250 }} style={{ flexShrink: 0 }}>
      <Stack gap="xs" pos="sticky" top={0}>
        <Text fw={700} size="sm">
          {t("palette.title")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("palette.hint")}
        </Text>
        <Text size="xs" c="blue.8" fw={500}>
          {t("palette.target", { section: t("sections.section", { n: targetIndex + 1 }) })}
        </Text>
        <SimpleGrid cols={{ base: 2, md: 1 }} spacing={4}>
          {FormItemType.options.map((option) => (
            <Button
              key={option.value}
              variant="default"
              size="compact-sm"
              justify="flex-start"
              leftSection={<ItemTypeIcon itemType={option.value} />}
              onClick={() => add(option.value)}
              disabled={readOnly}
              fw={400}
            >
              {option.label}
            </Button>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
