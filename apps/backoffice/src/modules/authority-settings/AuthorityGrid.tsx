import { MenuAuthority } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { Badge, Group, SegmentedControl, Table, Text } from "@mantine/core";
import { Fragment } from "react";
import {
  type AuthorityMap,
  type AuthorityValue,
  categoryAuthority,
  type EditableCategory,
  setCategoryAuthority,
  setMenuAuthority,
} from "./authority-grid";
import { AUTHORITY_NAMESPACE } from "./i18n";

const CHOICES = MenuAuthority.options.map((o) => ({ value: String(o.value), label: o.label }));
const toValue = (text: string) => Number(text) as AuthorityValue;

interface Props {
  categories: readonly EditableCategory[];
  value: AuthorityMap;
  onChange: (next: AuthorityMap) => void;
  readOnly: boolean;
}

function Flags({ hidden, disabled }: { hidden: boolean; disabled: boolean }) {
  const { t } = useTranslation(AUTHORITY_NAMESPACE);
  return (
    <>
      {hidden && (
        <Badge size="xs" variant="outline" color="gray">
          {t("editor.hidden")}
        </Badge>
      )}
      {disabled && (
        <Badge size="xs" variant="outline" color="gray">
          {t("editor.disabled")}
        </Badge>
      )}
    </>
  );
}

/** Every menu of the organisation with 利用可 / 参照のみ / 利用不可, and a selector per category. */
export function AuthorityGrid({ categories, value, onChange, readOnly }: Props) {
  const { t } = useTranslation(AUTHORITY_NAMESPACE);
  return (
    <Table.ScrollContainer minWidth={640} mah="55vh">
      <Table stickyHeader verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("editor.menu")}</Table.Th>
            <Table.Th w={280}>{t("editor.authority")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {categories.map((category) => {
            const common = categoryAuthority(value, category);
            return (
              <Fragment key={category.menuCategoryCd}>
                <Table.Tr bg="var(--mantine-color-gray-0)">
                  <Table.Td>
                    <Group gap={6}>
                      <Text fw={600} size="sm">
                        {category.menuCategoryName}
                      </Text>
                      <Flags
                        hidden={category.menuCategoryHideFlg}
                        disabled={category.menuCategoryDisabledFlg}
                      />
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <SegmentedControl
                      size="xs"
                      fullWidth
                      aria-label={`${category.menuCategoryName} ${t("editor.categoryAll")}`}
                      data={CHOICES}
                      value={common === "mixed" ? "" : String(common)}
                      onChange={(v) => onChange(setCategoryAuthority(value, category, toValue(v)))}
                      disabled={readOnly}
                    />
                  </Table.Td>
                </Table.Tr>
                {category.menuList.map((menu) => (
                  <Table.Tr key={menu.menuCd}>
                    <Table.Td pl="xl">
                      <Group gap={6}>
                        <Text size="sm">{menu.menuName}</Text>
                        <Flags hidden={menu.menuHideFlg} disabled={menu.menuDisabledFlg} />
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <SegmentedControl
                        size="xs"
                        fullWidth
                        aria-label={menu.menuName}
                        data={CHOICES}
                        value={String(value[menu.menuCd] ?? MenuAuthority.UNAVAILABLE)}
                        onChange={(v) => onChange(setMenuAuthority(value, menu.menuCd, toValue(v)))}
                        disabled={readOnly}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
