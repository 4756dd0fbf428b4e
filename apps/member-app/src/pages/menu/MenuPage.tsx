import { NavLink as MantineNavLink, Stack, Text } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { Link } from "react-router";
import { type AppProfile, BUILTIN_PATHS } from "../../api/profile-api";
import { useProfile } from "../../app/use-profile";

/** メニュー: every entry the school shows, its own links (opened outside the app) among them. */
export function MenuList({ profile }: { profile: AppProfile }) {
  return (
    <Stack gap={4}>
      {profile.menu.map((entry) => {
        if (entry.kind === "link")
          return (
            <MantineNavLink
              key={`${entry.label} ${entry.url}`}
              component="a"
              href={entry.url}
              target="_blank"
              rel="noopener noreferrer"
              label={entry.label}
              rightSection={<IconExternalLink size={16} />}
            />
          );
        const path = BUILTIN_PATHS[entry.entry];
        return path ? (
          <MantineNavLink key={entry.entry} component={Link} to={path} label={entry.label} />
        ) : null;
      })}
      {(profile.contactTel || profile.contactMail) && (
        <Text size="sm" c="dimmed" mt="md">
          問い合わせ先：{[profile.contactTel, profile.contactMail].filter(Boolean).join("　")}
        </Text>
      )}
    </Stack>
  );
}

/** The menu screen (/menu): reached from the bottom bar when the school has links of its own. */
export function MenuPage() {
  const profile = useProfile();
  return profile ? <MenuList profile={profile} /> : null;
}
