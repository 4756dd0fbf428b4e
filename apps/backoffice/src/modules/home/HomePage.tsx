import { ProcessMode } from "@gakumu/domain";
import { PageTitle, useTranslation } from "@gakumu/ui";
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMemo } from "react";
import { Link } from "react-router";
import { CategoryIcon } from "../../app/shell/category-icons";
import { menuHref, visibleMenu } from "../../app/shell/visible-menu";
import { useShellData } from "../../app/shell-data";

/** Landing screen after login: who and where, and every menu the permission set opens. */
export function HomePage() {
  const { t } = useTranslation("backoffice");
  const { loginUser, organization, menu } = useShellData();
  const categories = useMemo(() => visibleMenu(menu).filter((c) => !c.menuCategoryDisabledFlg), [menu]);

  return (
    <Stack gap="lg" maw={1200}>
      <PageTitle title={t("home.title")} />
      <div>
        <Title order={1} fz={{ base: 20, sm: 24 }}>
          {t("home.greeting", { name: loginUser.name })}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t("home.context", {
            organization: organization.name,
            mode: ProcessMode.label(loginUser.processMode),
          })}
        </Text>
      </div>

      <Title order={2} fz="md">
        {t("home.menusTitle")}
      </Title>
      {categories.length === 0 ? (
        <Text c="dimmed">{t("home.noMenus")}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {categories.map((category) => (
            <Paper key={category.menuCategoryCd} withBorder radius="md" p="md">
              <Group gap="xs" mb="xs" c="gakumu.8">
                <CategoryIcon code={category.menuCategoryCd} size={20} />
                <Text fw={700}>{category.menuCategoryName}</Text>
              </Group>
              <Stack gap={4}>
                {category.menuList.map((item) =>
                  item.menuDisabledFlg ? (
                    <Text key={item.menuCd} size="sm" c="dimmed">
                      {item.menuName}
                    </Text>
                  ) : (
                    <Anchor
                      key={item.menuCd}
                      component={Link}
                      to={menuHref(item.menuCd, category.menuCategoryCd)}
                      size="sm"
                    >
                      {item.menuName}
                    </Anchor>
                  ),
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
