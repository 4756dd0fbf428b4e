import { sanitizeRichText } from "@gakumu/domain";
import { useTranslation } from "@gakumu/ui";
import { ActionIcon, Box, Group, Input, Tooltip } from "@mantine/core";
import { IconBold, IconItalic, IconList, IconUnderline } from "@tabler/icons-react";
import { useEffect, useRef } from "react";
import { PUSH_NAMESPACE } from "./i18n";

// The project had no rich text editor; this one stays within what spec §5.3 keeps after
// sanitising (basic tags and text colour), so what staff see is what members get.

interface Props {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | null;
  required?: boolean;
}

const COLOURS = [
  { key: "black", value: "#000000" },
  { key: "red", value: "#e03131" },
  { key: "blue", value: "#1971c2" },
] as const;

export function RichTextInput({ label, value, onChange, error, required }: Props) {
  const { t } = useTranslation(PUSH_NAMESPACE);
  const editor = useRef<HTMLDivElement>(null);

  // Outside changes (a template loaded) replace the content; typing does not come back through here.
  useEffect(() => {
    const node = editor.current;
    if (node && node.innerHTML !== value) node.innerHTML = sanitizeRichText(value);
  }, [value]);

  const command = (name: string, argument?: string) => {
    editor.current?.focus();
    // execCommand is old but the one editing API every browser shares for contentEditable.
    document.execCommand("styleWithCSS", false, "true");
    document.execCommand(name, false, argument);
    onChange(editor.current?.innerHTML ?? "");
  };

  const tool = (key: string, icon: React.ReactNode, name: string) => (
    <Tooltip label={t(`editor.${key}`)} key={key}>
      <ActionIcon variant="default" aria-label={t(`editor.${key}`)} onClick={() => command(name)}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Input.Wrapper label={label} error={error} required={required}>
      <Box style={{ border: "1px solid var(--mantine-color-gray-4)", borderRadius: 4 }}>
        <Group gap={4} p={4} style={{ borderBottom: "1px solid var(--mantine-color-gray-3)" }}>
          {tool("bold", <IconBold size={16} />, "bold")}
          {tool("italic", <IconItalic size={16} />, "italic")}
          {tool("underline", <IconUnderline size={16} />, "underline")}
          {tool("list", <IconList size={16} />, "insertUnorderedList")}
          {COLOURS.map((c) => (
            <Tooltip label={`${t("editor.color")}：${t(`editor.${c.key}`)}`} key={c.key}>
              <ActionIcon
                variant="default"
                aria-label={`${t("editor.color")}：${t(`editor.${c.key}`)}`}
                onClick={() => command("foreColor", c.value)}
              >
                <Box w={14} h={14} style={{ background: c.value, borderRadius: 2 }} />
              </ActionIcon>
            </Tooltip>
          ))}
        </Group>
        <Box
          ref={editor}
          role="textbox"
          aria-multiline
          aria-label={label}
          contentEditable
          suppressContentEditableWarning
          onInput={(e) => onChange((e.target as HTMLDivElement).innerHTML)}
          p="sm"
          mih={160}
          style={{ outline: "none", lineHeight: 1.7 }}
        />
      </Box>
    </Input.Wrapper>
  );
}
