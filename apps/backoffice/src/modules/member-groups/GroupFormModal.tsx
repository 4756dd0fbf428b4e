import { MemberGroupKind, type MemberGroupKindCode } from "@gakumu/domain";
import { notify, useTranslation } from "@gakumu/ui";
import { Button, Divider, Group, Modal, Radio, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { ActionButton } from "../../app/ActionButton";
import { EditFields } from "../../app/EditFields";
import { HttpError } from "../../app/http";
import { MEMBER_GROUPS_NAMESPACE } from "./i18n";
import { type MemberGroupItem, memberGroupsApi } from "./member-groups-api";
import { useGroupMutation } from "./queries";
import { emptyRule, hasCondition, RuleEditor, type RuleValue } from "./RuleEditor";

export type GroupFormTarget = { mode: "create" } | { mode: "edit"; group: MemberGroupItem };

interface Errors {
  name?: string;
  description?: string;
  rule?: string;
}

/** Creates a group (name, description, kind, a rule group's conditions) or edits one; the kind stays. */
export function GroupFormModal({
  target,
  onClose,
  onSaved,
}: {
  target: GroupFormTarget;
  onClose: () => void;
  onSaved?: (group: MemberGroupItem) => void;
}) {
  const { t } = useTranslation(MEMBER_GROUPS_NAMESPACE);
  const editing = target.mode === "edit" ? target.group : null;
  const [name, setName] = useState(editing?.name ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [kind, setKind] = useState<MemberGroupKindCode>(editing?.kind ?? MemberGroupKind.STATIC);
  const [rule, setRule] = useState<RuleValue>(editing?.rule ?? emptyRule());
  const [errors, setErrors] = useState<Errors>({});
  const save = useGroupMutation(async () => {
    const ruleBody = kind === MemberGroupKind.RULE ? rule : null;
    if (editing)
      return memberGroupsApi.update(editing.id, {
        name,
        description,
        rule: ruleBody,
        version: editing.version,
      });
    return memberGroupsApi.create({ name, description, kind, rule: ruleBody });
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (name.trim() === "") found.name = "グループ名を入力してください";
    if (kind === MemberGroupKind.RULE && !hasCondition(rule)) found.rule = t("rule.empty");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save.mutateAsync(undefined);
      notify.success({ message: editing ? t("form.saved") : t("form.created") });
      onClose();
      onSaved?.(saved);
    } catch (failure) {
      // The HTTP helper has shown the message; a field's own message also goes under the field.
      if (failure instanceof HttpError) {
        const byField: Errors = {};
        for (const d of failure.details) {
          const field = d.path.split(".")[0] as keyof Errors;
          if (field === "name" || field === "description" || field === "rule") byField[field] ??= d.message;
        }
        setErrors(byField);
      }
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={editing ? t("form.editTitle") : t("form.createTitle")}
      size="lg"
      closeOnClickOutside={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <EditFields>
            <Stack gap="sm">
              <TextInput
                label={t("form.name")}
                required
                maxLength={100}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                error={errors.name}
                autoComplete="off"
                data-autofocus
              />
              <Textarea
                label={t("form.description")}
                maxLength={1000}
                autosize
                minRows={2}
                value={description}
                onChange={(e) => setDescription(e.currentTarget.value)}
                error={errors.description}
              />
              <Radio.Group
                label={t("form.kind")}
                value={kind}
                onChange={(v) => setKind(v as MemberGroupKindCode)}
                description={
                  kind === MemberGroupKind.RULE ? t("form.kindRuleHint") : t("form.kindStaticHint")
                }
              >
                <Group gap="lg" mt={6}>
                  {MemberGroupKind.options.map((option) => (
                    <Radio
                      key={option.value}
                      value={option.value}
                      label={option.label}
                      disabled={!!editing}
                    />
                  ))}
                </Group>
              </Radio.Group>
              {kind === MemberGroupKind.RULE && (
                <>
                  <Divider />
                  <Title order={3} fz="md">
                    {t("rule.heading")}
                  </Title>
                  {editing && (
                    <Text size="xs" c="dimmed">
                      {t("form.ruleRebuild")}
                    </Text>
                  )}
                  <RuleEditor value={rule} onChange={setRule} error={errors.rule} />
                </>
              )}
            </Stack>
          </EditFields>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t("form.cancel")}
            </Button>
            <ActionButton type="submit" loading={save.isPending}>
              {t("form.save")}
            </ActionButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
