import {
  type DivisionSource,
  type FormItemCondition,
  type FormItemFileTypeCode,
  FormItemType,
  type FormItemTypeCode,
  type FormItemValidation,
  FormMessageType,
  formatDate,
  itemUses,
  parseDate,
} from "@gakumu/domain";
import type {
  FormDefinitionWrite,
  FormDetail,
  FormItemBody,
  FormItemWrite,
  FormMessageTypeCode,
  FormTypeCode,
  LoginRequiredCode,
} from "../forms-api";

// The builder's editing state and its mapping from and to the server's definition. The state keeps
// what the inputs show (date-times as Japan-time "yyyy-MM-ddTHH:mm", "" for none; a choice value
// left empty when it equals its label); the mapping turns it into the body of the one PUT.

/** A choice row; uid only keys the row on screen. */
export interface EditorChoice {
  uid: string;
  value: string;
  label: string;
}

export interface EditorItem {
  itemId?: number;
  /**
   * The item's stable name, also its key on screen and for drag and drop. New items get one from
   * the builder (the server accepts a key for a new item), so a condition can name an item that has
   * not been saved yet.
   */
  itemKey: string;
  itemType: FormItemTypeCode;
  label: string;
  helpText: string;
  required: boolean;
  validation: FormItemValidation;
  choices: EditorChoice[];
  fileTypes: FormItemFileTypeCode[];
  maxFileSizeMb: number | null;
  divisionSource: DivisionSource | null;
  condition: FormItemCondition | null;
  applicantName: boolean;
}

export interface EditorSection {
  uid: string;
  sectionId?: number;
  title: string;
  items: EditorItem[];
}

export interface EditorSettings {
  formCd: string;
  formType: FormTypeCode;
  title: string;
  descriptionHtml: string;
  answerPeriodStart: string;
  answerPeriodEnd: string;
  loginRequired: LoginRequiredCode;
  accountRegistrationRequired: boolean;
  editableAfterSubmit: boolean;
  editDeadline: string;
  multipleAnswersAllowed: boolean;
  showInFormList: boolean;
  senderMailAddress: string;
  completionMailSubject: string;
  completionMailBody: string;
}

export interface EditorState {
  settings: EditorSettings;
  sections: EditorSection[];
  /** The body of each message type 1–5; "" means the form has no message of that type. */
  messages: Record<FormMessageTypeCode, string>;
}

const LOCAL_DATE_TIME = "yyyy-MM-dd'T'HH:mm";

let uidCounter = 0;
/** A key for a row made in this browser (sections and choices not saved yet). */
export function newUid(prefix: string): string {
  uidCounter += 1;
  return `${prefix}-new-${uidCounter}`;
}

/** PLAN_DATE(_LIST) choices are candidate days: their value is a date, the label optional. */
export function choiceValueIsDate(itemType: FormItemTypeCode): boolean {
  return itemType === FormItemType.PLAN_DATE || itemType === FormItemType.PLAN_DATE_LIST;
}

/** The value a choice is stored (and compared by conditions) under. */
export function effectiveChoiceValue(itemType: FormItemTypeCode, choice: EditorChoice): string {
  return choiceValueIsDate(itemType) ? choice.value.trim() : choice.value.trim() || choice.label.trim();
}

/** An instant of the server as the Japan-time text of a date-time input. */
export function toLocalDateTime(iso: string | null): string {
  return iso ? formatDate(iso, LOCAL_DATE_TIME) : "";
}

/** A date-time input's Japan-time text as an instant; null when empty (or not a whole value). */
export function toInstant(local: string): string | null {
  if (!local) return null;
  return parseDate(local, LOCAL_DATE_TIME)?.toISOString() ?? null;
}

/** Stored settings never hold nulls, but the response schema allows them: keep only what is set. */
function setValidation(validation: FormItemBody["validation"]): FormItemValidation {
  return Object.fromEntries(Object.entries(validation).filter(([, v]) => v != null)) as FormItemValidation;
}

export function editorItemFromBody(item: FormItemBody): EditorItem {
  const dateChoices = choiceValueIsDate(item.itemType);
  return {
    itemId: item.itemId,
    itemKey: item.itemKey,
    itemType: item.itemType,
    label: item.label,
    helpText: item.helpText,
    required: item.required,
    validation: setValidation(item.validation),
    choices: item.choices.map((c, i) => ({
      uid: `${item.itemKey}-c${i}`,
      // The field left empty shows that value and label are the same (the common case).
      value: dateChoices || c.value !== c.label ? c.value : "",
      label: dateChoices && c.label === c.value ? "" : c.label,
    })),
    fileTypes: [...item.fileTypes],
    maxFileSizeMb: item.maxFileSizeMb,
    divisionSource: item.divisionSource,
    condition: item.condition,
    applicantName: item.applicantName,
  };
}

export function emptyMessages(): Record<FormMessageTypeCode, string> {
  return Object.fromEntries(FormMessageType.codes.map((code) => [code, ""])) as Record<
    FormMessageTypeCode,
    string
  >;
}

/** The editing state of a loaded form; a form without sections gets one empty section to add to. */
export function editorFromForm(form: FormDetail): EditorState {
  const messages = emptyMessages();
  for (const m of form.messages) messages[m.messageType] = m.bodyHtml;
  const sections: EditorSection[] = form.sections.map((s) => ({
    uid: `s${s.sectionId}`,
    sectionId: s.sectionId,
    title: s.title,
    items: s.items.map(editorItemFromBody),
  }));
  if (sections.length === 0) sections.push({ uid: "s-first", title: "", items: [] });
  return {
    settings: {
      formCd: form.formCd,
      formType: form.formType,
      title: form.title,
      descriptionHtml: form.descriptionHtml,
      answerPeriodStart: toLocalDateTime(form.answerPeriodStart),
      answerPeriodEnd: toLocalDateTime(form.answerPeriodEnd),
      loginRequired: form.loginRequired,
      accountRegistrationRequired: form.accountRegistrationRequired,
      editableAfterSubmit: form.editableAfterSubmit,
      editDeadline: toLocalDateTime(form.editDeadline),
      multipleAnswersAllowed: form.multipleAnswersAllowed,
      showInFormList: form.showInFormList,
      senderMailAddress: form.senderMailAddress,
      completionMailSubject: form.completionMailSubject,
      completionMailBody: form.completionMailBody,
    },
    sections,
    messages,
  };
}

export function itemWriteFromEditor(item: EditorItem): FormItemWrite {
  const dateChoices = choiceValueIsDate(item.itemType);
  return {
    ...(item.itemId === undefined ? {} : { itemId: item.itemId }),
    itemKey: item.itemKey,
    itemType: item.itemType,
    label: item.label.trim(),
    helpText: item.helpText,
    required: item.required,
    validation: item.validation,
    choices: item.choices.map((c) => ({
      value: effectiveChoiceValue(item.itemType, c),
      label: dateChoices ? c.label.trim() || c.value.trim() : c.label.trim(),
    })),
    fileTypes: item.fileTypes,
    maxFileSizeMb: item.maxFileSizeMb,
    divisionSource: itemUses(item.itemType, "division")
      ? (item.divisionSource ?? { depth: 1, parentDivisionCd: null })
      : item.divisionSource,
    condition: item.condition,
    applicantName: itemUses(item.itemType, "applicantName") && item.applicantName,
  };
}

/** The body of the builder's PUT (the version is added by the caller). */
export function definitionFromEditor(state: EditorState): FormDefinitionWrite {
  const { settings } = state;
  return {
    formCd: settings.formCd.trim(),
    formType: settings.formType,
    title: settings.title.trim(),
    descriptionHtml: settings.descriptionHtml,
    answerPeriodStart: toInstant(settings.answerPeriodStart),
    answerPeriodEnd: toInstant(settings.answerPeriodEnd),
    loginRequired: settings.loginRequired,
    accountRegistrationRequired: settings.accountRegistrationRequired,
    editableAfterSubmit: settings.editableAfterSubmit,
    // The server forgets the deadline of a form whose answers cannot be edited: say so here too.
    editDeadline: settings.editableAfterSubmit ? toInstant(settings.editDeadline) : null,
    multipleAnswersAllowed: settings.multipleAnswersAllowed,
    showInFormList: settings.showInFormList,
    senderMailAddress: settings.senderMailAddress.trim(),
    completionMailSubject: settings.completionMailSubject,
    completionMailBody: settings.completionMailBody,
    sections: state.sections.map((s) => ({
      ...(s.sectionId === undefined ? {} : { sectionId: s.sectionId }),
      title: s.title.trim(),
      items: s.items.map(itemWriteFromEditor),
    })),
    messages: FormMessageType.codes
      .filter((code) => state.messages[code].trim() !== "")
      .map((code) => ({ messageType: code, bodyHtml: state.messages[code] })),
  };
}

/** Every item in form order (sections in order, items in order): the order conditions go by. */
export function itemsInOrder(sections: readonly EditorSection[]): EditorItem[] {
  return sections.flatMap((s) => s.items);
}
