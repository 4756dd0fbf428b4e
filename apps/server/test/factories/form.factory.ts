import { createForm, issueKey, publish, sampleDefinition } from "../forms/form-test-kit";
import type { FactoryContext } from "./factory-context";
import type { TenantFixture } from "./tenant.factory";

export interface FormFixture {
  formId: number;
  formCd: string;
  version: number;
  title: string;
  sections: { sectionId: number; items: { itemId: number; itemKey: string }[] }[];
  accessKeyId: number;
  /** The raw key of the form's link, as the form frontend sends it. */
  keyHeaders: { "x-access-key": string };
}

/**
 * A published application form built on the フォーム一覧 screen (name, course, a conditional text, a
 * PDF upload; login required) with one link (access key) issued.
 */
export async function newForm(
  t: FactoryContext,
  s: TenantFixture,
  overrides: Record<string, unknown> = {},
): Promise<FormFixture> {
  const title = `${s.marker} 出願フォーム`;
  const created = await createForm(t.app, s.headers, sampleDefinition({ title, ...overrides }));
  const form = await publish(t.app, s.headers, created);
  const key = await issueKey(t.app, s.headers, form.formId);
  return {
    formId: form.formId,
    formCd: form.formCd,
    version: form.version,
    title,
    sections: form.sections,
    accessKeyId: key.accessKey.accessKeyId,
    keyHeaders: { "x-access-key": key.accessKeyValue },
  };
}
