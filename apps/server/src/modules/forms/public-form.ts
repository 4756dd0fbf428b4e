import type { FormDetailBody, FormItemBody } from "@gakumu/domain";
import { type DivisionOption, FormItemType, type PublicForm, type PublicFormItem } from "@gakumu/domain";
import type { Db } from "../../db/client";
import { type HierarchyNodeRow, listHierarchyNodes } from "../../platform/hierarchy/hierarchy.service";
import { closedMessageOf, receptionOf } from "./form-reception";

// The form as the applicant receives it (the builder's preview shows the very same object): public
// settings only (no completion mail template, no status), DIVISION choices and DIVISION_SELECT
// options taken from the organisation's hierarchy, and whether it takes answers now.

type Node = Pick<HierarchyNodeRow, "divisionCd" | "parentDivisionCd" | "name" | "depth">;

/** Whether a node lies below `ancestor`, any number of levels down (a tree has five at most). */
function isBelow(node: Node, ancestor: string, byCode: Map<string, Node>): boolean {
  let parentCd = node.parentDivisionCd;
  for (let hops = 0; hops < 5 && parentCd !== "0"; hops++) {
    if (parentCd === ancestor) return true;
    parentCd = byCode.get(parentCd)?.parentDivisionCd ?? "0";
  }
  return false;
}

function divisionParts(item: FormItemBody, nodes: readonly Node[]) {
  const source = item.divisionSource ?? { depth: 1, parentDivisionCd: null };
  const byCode = new Map(nodes.map((n) => [n.divisionCd, n]));
  const top = source.parentDivisionCd ? byCode.get(source.parentDivisionCd) : undefined;
  const under = (n: Node) => !source.parentDivisionCd || isBelow(n, source.parentDivisionCd, byCode);
  if (item.itemType === FormItemType.DIVISION) {
    const choices = nodes
      .filter((n) => n.depth === source.depth && under(n))
      .map((n) => ({ value: n.divisionCd, label: n.name }));
    return { choices, divisionOptions: [], divisionDepth: null };
  }
  const topDepth = source.parentDivisionCd ? (top?.depth ?? source.depth) : 0;
  const divisionOptions: DivisionOption[] = nodes
    .filter((n) => n.depth <= source.depth && under(n))
    .map((n) => ({
      value: n.divisionCd,
      label: n.name,
      parentValue: n.depth === topDepth + 1 ? null : n.parentDivisionCd,
      depth: n.depth,
    }));
  return { choices: [], divisionOptions, divisionDepth: Math.max(source.depth - topDepth, 1) };
}

function toPublicItem(item: FormItemBody, nodes: readonly Node[]): PublicFormItem {
  const usesHierarchy =
    item.itemType === FormItemType.DIVISION || item.itemType === FormItemType.DIVISION_SELECT;
  const hierarchy = usesHierarchy
    ? divisionParts(item, nodes)
    : { choices: item.choices, divisionOptions: [], divisionDepth: null };
  return {
    itemId: item.itemId,
    itemKey: item.itemKey,
    itemType: item.itemType,
    label: item.label,
    helpText: item.helpText,
    required: item.required,
    validation: item.validation,
    fileTypes: item.fileTypes,
    maxFileSizeMb: item.maxFileSizeMb,
    condition: item.condition,
    applicantName: item.applicantName,
    ...hierarchy,
  };
}

/**
 * The public shape of a form at `now`. senderMailAddress falls back to the organisation's address,
 * as the completion mail will.
 */
export async function toPublicForm(
  db: Db,
  detail: FormDetailBody,
  organization: { id: number; senderMailAddress: string | null },
  now: Date,
): Promise<PublicForm> {
  const needsHierarchy = detail.sections.some((s) =>
    s.items.some((i) => i.itemType === FormItemType.DIVISION || i.itemType === FormItemType.DIVISION_SELECT),
  );
  // Disabled nodes (and their subtrees, which the hierarchy disables with them) are offered nowhere new.
  const nodes = needsHierarchy
    ? (await listHierarchyNodes(db, organization.id)).filter((n) => !n.disabled)
    : [];
  const period = {
    answerPeriodStart: detail.answerPeriodStart ? new Date(detail.answerPeriodStart) : null,
    answerPeriodEnd: detail.answerPeriodEnd ? new Date(detail.answerPeriodEnd) : null,
  };
  const reception = receptionOf(period, now);
  return {
    formId: detail.formId,
    formCd: detail.formCd,
    formType: detail.formType,
    title: detail.title,
    descriptionHtml: detail.descriptionHtml,
    answerPeriodStart: detail.answerPeriodStart,
    answerPeriodEnd: detail.answerPeriodEnd,
    loginRequired: detail.loginRequired,
    accountRegistrationRequired: detail.accountRegistrationRequired,
    editableAfterSubmit: detail.editableAfterSubmit,
    editDeadline: detail.editDeadline,
    multipleAnswersAllowed: detail.multipleAnswersAllowed,
    senderMailAddress: detail.senderMailAddress || organization.senderMailAddress || "",
    reception,
    closedMessageHtml: closedMessageOf(reception, detail.messages),
    sections: detail.sections.map((s) => ({
      sectionId: s.sectionId,
      title: s.title,
      items: s.items.map((i) => toPublicItem(i, nodes)),
    })),
    messages: detail.messages,
  };
}
