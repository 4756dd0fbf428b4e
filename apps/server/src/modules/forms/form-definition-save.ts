import crypto from "node:crypto";
import { type FormDefinition, type FormItemDefinition, formsMessage } from "@gakumu/domain";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { ValidationError } from "../../platform/errors/app-error";
import { formItem, formMessage, formSection } from "./forms.tables";

// Writes a form's sections, items and messages from a whole definition (the builder's one PUT).
// Ids stay: a section or item sent with its id is updated in place, one without is added, and one
// left out is removed. Nothing is deleted and re-created, so whatever refers to an item keeps it.

type Definition = Pick<FormDefinition, "sections" | "messages">;
interface Owner {
  tenantId: number;
  formId: number;
}

const ITEM_KEY_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** A fresh item key ("q" + 8 characters) not used in the form. */
export function newItemKey(taken: ReadonlySet<string>): string {
  for (;;) {
    const bytes = crypto.randomBytes(8);
    const key = `q${Array.from(bytes, (b) => ITEM_KEY_ALPHABET[b % ITEM_KEY_ALPHABET.length]).join("")}`;
    if (!taken.has(key)) return key;
  }
}

function itemColumns(item: FormItemDefinition) {
  return {
    itemType: item.itemType,
    label: item.label,
    helpText: item.helpText,
    required: item.required,
    validation: item.validation,
    choices: item.choices,
    fileTypes: item.fileTypes,
    maxFileSizeMb: item.maxFileSizeMb,
    divisionSource: item.divisionSource,
    condition: item.condition,
    applicantName: item.applicantName ?? false,
  };
}

/** Ids in the body must be this form's, each once; the stored keys of the items that stay. */
async function checkIds(db: Db, owner: Owner, definition: Definition) {
  const [sections, items] = await Promise.all([
    db.select({ id: formSection.id }).from(formSection).where(eq(formSection.formId, owner.formId)),
    db
      .select({ id: formItem.id, itemKey: formItem.itemKey })
      .from(formItem)
      .where(eq(formItem.formId, owner.formId)),
  ]);
  const sectionIds = new Set(sections.map((s) => s.id));
  const storedKeys = new Map(items.map((i) => [i.id, i.itemKey]));
  const seen = new Set<number>();
  const refuse = (message: string) => {
    throw new ValidationError(`${message}画面を再読み込みしてから操作してください。`);
  };
  for (const section of definition.sections) {
    if (section.sectionId === undefined) continue;
    if (!sectionIds.has(section.sectionId) || seen.has(-section.sectionId))
      refuse("セクションが見つかりません。");
    seen.add(-section.sectionId);
  }
  for (const item of definition.sections.flatMap((s) => s.items)) {
    if (item.itemId === undefined) continue;
    const stored = storedKeys.get(item.itemId);
    if (stored === undefined || seen.has(item.itemId)) refuse("項目が見つかりません。");
    if (item.itemKey !== undefined && item.itemKey !== stored)
      throw new ValidationError(`登録済みの項目の項目キー（${stored}）は変更できません。`);
    seen.add(item.itemId);
  }
  return storedKeys;
}

/** The key of every item: stored for the ones that stay, given or generated for new ones. */
function resolveKeys(definition: Definition, storedKeys: Map<number, string>): string[][] {
  const used = new Set<string>();
  const given = definition.sections.map((s) =>
    s.items.map((item) => {
      const key = item.itemId !== undefined ? storedKeys.get(item.itemId) : item.itemKey;
      if (key !== undefined) {
        if (used.has(key)) throw new ValidationError(formsMessage("itemKeyDuplicate", { key }));
        used.add(key);
      }
      return key;
    }),
  );
  return given.map((row) =>
    row.map((key) => {
      if (key !== undefined) return key;
      const fresh = newItemKey(used);
      used.add(fresh);
      return fresh;
    }),
  );
}

/** Replaces the definition of the form inside the caller's transaction. */
export async function saveDefinition(tx: Db, owner: Owner, definition: Definition): Promise<void> {
  const storedKeys = await checkIds(tx, owner, definition);
  const keys = resolveKeys(definition, storedKeys);
  const keptItems = definition.sections.flatMap((s) => s.items.flatMap((i) => (i.itemId ? [i.itemId] : [])));
  const ofForm = eq(formItem.formId, owner.formId);
  // Items that go are removed first, so a new item may take over the key of one removed.
  await tx
    .delete(formItem)
    .where(keptItems.length ? and(ofForm, notInArray(formItem.id, keptItems)) : ofForm);

  const rows: (typeof formItem.$inferInsert)[] = [];
  const keptSections: number[] = [];
  for (const [s, section] of definition.sections.entries()) {
    let sectionId = section.sectionId;
    if (sectionId === undefined) {
      const [created] = await tx
        .insert(formSection)
        .values({ tenantId: owner.tenantId, formId: owner.formId, title: section.title, sortOrder: s })
        .returning({ id: formSection.id });
      sectionId = created!.id;
    } else {
      await tx
        .update(formSection)
        .set({ title: section.title, sortOrder: s })
        .where(eq(formSection.id, sectionId));
    }
    keptSections.push(sectionId);
    for (const [i, item] of section.items.entries()) {
      rows.push({
        ...(item.itemId === undefined ? {} : { id: item.itemId }),
        tenantId: owner.tenantId,
        formId: owner.formId,
        sectionId,
        itemKey: keys[s]![i]!,
        sortOrder: i,
        ...itemColumns(item),
      });
    }
  }
  if (rows.length > 0) {
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    await tx
      .insert(formItem)
      .values(rows)
      .onConflictDoUpdate({
        target: formItem.id,
        set: {
          sectionId: excluded("section_id"),
          sortOrder: excluded("sort_order"),
          itemType: excluded("item_type"),
          label: excluded("label"),
          helpText: excluded("help_text"),
          required: excluded("required"),
          validation: excluded("validation"),
          choices: excluded("choices"),
          fileTypes: excluded("file_types"),
          maxFileSizeMb: excluded("max_file_size_mb"),
          divisionSource: excluded("division_source"),
          condition: excluded("condition"),
          applicantName: excluded("applicant_name"),
          updatedAt: sql`now()`,
        },
      });
  }
  const ofSections = eq(formSection.formId, owner.formId);
  await tx
    .delete(formSection)
    .where(keptSections.length ? and(ofSections, notInArray(formSection.id, keptSections)) : ofSections);
  await replaceMessages(tx, owner, definition.messages);
}

/** Messages are replaced as a set: an empty body means the form has no message of that type. */
async function replaceMessages(tx: Db, owner: Owner, messages: Definition["messages"]): Promise<void> {
  await tx.delete(formMessage).where(eq(formMessage.formId, owner.formId));
  const rows = messages.filter((m) => m.bodyHtml.trim() !== "");
  if (rows.length === 0) return;
  await tx.insert(formMessage).values(
    rows.map((m) => ({
      tenantId: owner.tenantId,
      formId: owner.formId,
      messageType: m.messageType,
      bodyHtml: m.bodyHtml,
    })),
  );
}
