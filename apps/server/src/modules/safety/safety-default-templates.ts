import { and, count, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { safetyTemplate } from "./safety.tables";

// The templates a school starts with, so the first earthquake finds a question ready: 地震発生時 is the
// default of automatic earthquake sends, 津波 of tsunami ones; 台風接近時 and 訓練 for manual sends.

interface DefaultTemplate {
  name: string;
  title: string;
  bodyHtml: string;
  questions: string[];
  autoTrigger: "EARTHQUAKE" | "TSUNAMI" | null;
  isDrill: boolean;
}

const ASK = "<p>落ち着いて、ご自身の安否を回答してください。回答は受付終了まで何度でも変更できます。</p>";

export const DEFAULT_SAFETY_TEMPLATES: readonly DefaultTemplate[] = [
  {
    name: "地震発生時",
    title: "地震発生に伴う安否確認",
    bodyHtml: `<p>地震が発生しました。身の安全を確保したうえで回答してください。</p>${ASK}`,
    questions: ["COME_TO_SCHOOL", "LOCATION", "FAMILY", "FREE_TEXT"],
    autoTrigger: "EARTHQUAKE",
    isDrill: false,
  },
  {
    name: "津波警報発表時",
    title: "津波警報に伴う安否確認",
    bodyHtml: `<p>津波警報等が発表されました。沿岸部から離れ、高い場所へ避難してください。</p>${ASK}`,
    questions: ["LOCATION", "FAMILY", "FREE_TEXT"],
    autoTrigger: "TSUNAMI",
    isDrill: false,
  },
  {
    name: "台風接近時",
    title: "台風接近に伴う安否確認",
    bodyHtml: `<p>台風が接近しています。不要な外出を控えてください。</p>${ASK}`,
    questions: ["COME_TO_SCHOOL", "LOCATION", "FREE_TEXT"],
    autoTrigger: null,
    isDrill: false,
  },
  {
    name: "訓練",
    title: "安否確認訓練",
    bodyHtml: "<p>これは安否確認の訓練です。実際の災害ではありません。訓練として回答してください。</p>",
    questions: ["COME_TO_SCHOOL", "LOCATION"],
    autoTrigger: null,
    isDrill: true,
  },
];

/**
 * Gives an organisation without any safety template the defaults. Idempotent: two first visits at once
 * insert each name once (the unique name index), and a school that has templates is left alone.
 */
export async function ensureDefaultTemplates(db: Db, tenantId: number, organizationId: number) {
  const [existing] = await db
    .select({ n: count() })
    .from(safetyTemplate)
    .where(and(eq(safetyTemplate.tenantId, tenantId), eq(safetyTemplate.organizationId, organizationId)));
  if ((existing?.n ?? 0) > 0) return;
  await db
    .insert(safetyTemplate)
    .values(DEFAULT_SAFETY_TEMPLATES.map((t) => ({ tenantId, organizationId, ...t })))
    .onConflictDoNothing();
}
