/**
 * Column headings that never repeat. A file with two 学年 columns (the grade, and the third
 * hierarchy level a school also calls 学年) cannot be read by a person, nor filtered in Excel, and
 * an importer can only guess which is which. A heading shared by several columns is qualified on the
 * columns that say how (学年 → 学年（階層）); what still repeats is numbered (備考, 備考（2）).
 */

export interface HeadingColumn {
  heading: string;
  /** Added as 「heading（qualifier）」 when the heading is shared; a column without one keeps it plain. */
  qualifier?: string;
}

/** Headings compare as people read them: full- and half-width alike, surrounding spaces ignored. */
const headingKey = (text: string) => text.normalize("NFKC").trim().toLowerCase();

export function uniqueHeadings(columns: readonly HeadingColumn[]): string[] {
  // Per heading: how many columns share it, and how many of those have no qualifier.
  const shared = new Map<string, { all: number; plain: number }>();
  for (const c of columns) {
    const entry = shared.get(headingKey(c.heading)) ?? { all: 0, plain: 0 };
    shared.set(headingKey(c.heading), { all: entry.all + 1, plain: entry.plain + (c.qualifier ? 0 : 1) });
  }
  // A qualifier tells a column from a plain one (学年, 学年（階層）); between qualified ones only, numbers do.
  const qualified = columns.map((c) => {
    const entry = shared.get(headingKey(c.heading))!;
    return entry.all > 1 && entry.plain > 0 && c.qualifier ? `${c.heading}（${c.qualifier}）` : c.heading;
  });
  const taken = new Set<string>();
  return qualified.map((heading) => {
    let unique = heading;
    for (let n = 2; taken.has(headingKey(unique)); n++) unique = `${heading}（${n}）`;
    taken.add(headingKey(unique));
    return unique;
  });
}

/** The five hierarchy level fields of spec §3.3, whose titles are the organisation's level names. */
export const HIERARCHY_LEVEL_FIELDS = [
  "division_cd",
  "section_cd",
  "subsection_cd",
  "unit_cd",
  "subunit_cd",
] as const;

const isLevelField = (fieldName: string) => (HIERARCHY_LEVEL_FIELDS as readonly string[]).includes(fieldName);

/**
 * The headings of member import and export files: each field's title, a hierarchy level's
 * qualified with （階層） when another column has the same title (学年 and 学年（階層）).
 */
export function memberFieldHeadings(fields: readonly { fieldName: string; fieldTitle: string }[]): string[] {
  return uniqueHeadings(
    fields.map((f) => ({ heading: f.fieldTitle, qualifier: isLevelField(f.fieldName) ? "階層" : undefined })),
  );
}
