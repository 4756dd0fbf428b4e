import crypto from "node:crypto";
import { NonLoginAccessKeyDataType, NoticeSettingType } from "@gakumu/domain";
import pg from "pg";
import { issueLink } from "../apps/server/src/modules/contacts/contact-links";
import { DEFAULT_CONTACT_SETTING, saveSetting } from "../apps/server/src/modules/contacts/contact-settings";
import { ensureDefaultTypes, loadTypes } from "../apps/server/src/modules/contacts/contact-types";
import { loadSymptoms, seedHealthSymptoms } from "../apps/server/src/modules/health-care/health-settings";
import {
  createGrades,
  createHierarchy,
  type HierarchyTreeNode,
} from "../apps/server/src/platform/hierarchy/hierarchy.service";
import { contextFor, createPermissionTenant } from "../apps/server/test/permissions/permission-fixtures";
import { startInProcessApp } from "./in-process-app";

// The morning-rush benchmark's school: a school group of `members` students, 40 to a class, under
// 校舎 › 学年 › 組 (10 classes a grade, 3 grades a campus). Members, and each member's personal health
// link (a HEALTH_CHECK key whose hash is computed in SQL), are written in SQL; the contact types, the
// contact setting (no cut-off), the health symptoms and one class link per class come from the modules'
// own functions, as the settings screens would make them.

export const CLASS_SIZE = 40;
const CLASSES_PER_GRADE = 10;
const GRADES = 3;
const CLASSES_PER_CAMPUS = CLASSES_PER_GRADE * GRADES;
const LINK_ISSUERS = 6;

const pad = (n: number, width: number) => String(n).padStart(width, "0");
/** Class c (0-based) of the school: its 校舎, 学年 and 組 codes. */
export function classCodes(c: number): [string, string, string] {
  const campus = `C${pad(Math.floor(c / CLASSES_PER_CAMPUS) + 1, 3)}`;
  const grade = `${campus}G${Math.floor((c % CLASSES_PER_CAMPUS) / CLASSES_PER_GRADE) + 1}`;
  return [campus, grade, `${grade}K${pad((c % CLASSES_PER_GRADE) + 1, 2)}`];
}
export const memberNoOf = (m: number) => `S${pad(m, 6)}`;
export const memberNameOf = (m: number) => `生徒 ${m}`;
/** The personal health link of member m (0-based, in member order); its hash is seeded in SQL. */
export const healthKeyOf = (m: number) =>
  crypto.createHash("sha256").update(`bench-health:${m}`).digest("base64url");

function hierarchyOf(classes: number): HierarchyTreeNode[] {
  const campuses = new Map<string, Map<string, HierarchyTreeNode[]>>();
  for (let c = 0; c < classes; c++) {
    const [campus, grade, klass] = classCodes(c);
    const grades = campuses.get(campus) ?? new Map<string, HierarchyTreeNode[]>();
    const list = grades.get(grade) ?? [];
    list.push({ code: klass, name: `${Number(klass.slice(-2))}組` });
    grades.set(grade, list);
    campuses.set(campus, grades);
  }
  return [...campuses].map(([campus, grades]) => ({
    code: campus,
    name: `第${Number(campus.slice(1))}校舎`,
    children: [...grades].map(([grade, list]) => ({
      code: grade,
      name: `${grade.slice(-1)}年`,
      children: list,
    })),
  }));
}

export interface RushSchool {
  tenantCd: string;
  tenantId: number;
  organizationId: number;
  classes: number;
  /** The class link's key of class c. */
  classKeys: string[];
  absenceTypeId: number;
  lateTypeId: number;
  /** A symptom of the health list (頭痛) some observations tick. */
  symptomId: number;
}

export async function seedRushSchool(databaseUrl: string, members: number): Promise<RushSchool> {
  const { database, close } = await startInProcessApp("postgres", { databaseUrl });
  try {
    const db = database.db;
    const school = await createPermissionTenant(db);
    const owner = { tenantId: school.tenant.id, organizationId: school.organization.id };
    const classes = Math.ceil(members / CLASS_SIZE);
    await createHierarchy(db, { id: owner.organizationId, tenantId: owner.tenantId }, hierarchyOf(classes));
    await createGrades(
      db,
      { id: owner.organizationId, tenantId: owner.tenantId },
      [1, 2, 3].map((g) => ({ gradeCd: g, name: `${g}年` })),
    );
    // Member m sits in class floor(m / 40); the codes are classCodes() spelt in SQL.
    await database.executeSql(
      `insert into member (tenant_id, organization_id, member_id, name, grade, division_cd, section_cd, subsection_cd)
       select $1, $2, 'S' || lpad(m::text, 6, '0'), '生徒 ' || m, g, campus, campus || 'G' || g,
              campus || 'G' || g || 'K' || lpad((c % ${CLASSES_PER_GRADE} + 1)::text, 2, '0')
         from (select m, c, 'C' || lpad((c / ${CLASSES_PER_CAMPUS} + 1)::text, 3, '0') as campus,
                      (c % ${CLASSES_PER_CAMPUS}) / ${CLASSES_PER_GRADE} + 1 as g
                 from (select m, m / ${CLASS_SIZE} as c from generate_series(0, $3 - 1) as m) s) p`,
      [owner.tenantId, owner.organizationId, members],
    );
    // Personal health links, as issueWebLink writes them: the member, the organisation as target.
    await database.executeSql(
      `insert into non_login_access_key (tenant_id, data_type, member_id, target_id, token_hash, expires_at)
       select $1, $3, id, $2::int,
              sha256(convert_to(rtrim(translate(encode(sha256(convert_to('bench-health:' || (substr(member_id, 2)::int), 'UTF8')), 'base64'), '+/', '-_'), '='), 'UTF8')),
              now() + interval '180 days'
         from member where tenant_id = $1 and organization_id = $2::int`,
      [owner.tenantId, owner.organizationId, NonLoginAccessKeyDataType.HEALTH_CHECK],
    );

    const ctx = contextFor(school, school.admin);
    await ensureDefaultTypes(db, owner);
    await saveSetting(db, ctx, { ...DEFAULT_CONTACT_SETTING, cutoffTime: null });
    const types = await loadTypes(db, owner, { enabledOnly: true });
    const typeId = (name: string) => types.find((t) => t.name === name)!.id;
    // One link per class through the module's service, a few at a time (each reads the whole tree).
    const classKeys: string[] = new Array(classes);
    let nextClass = 0;
    const issuer = async () => {
      for (let c = nextClass++; c < classes; c = nextClass++) {
        const link = await issueLink(db, ctx, "https://bench.example", classCodes(c)[2]);
        classKeys[c] = new URL(link.url!).searchParams.get("key")!;
      }
    };
    await Promise.all(Array.from({ length: LINK_ISSUERS }, issuer));

    await seedHealthSymptoms(db, owner);
    const symptoms = await loadSymptoms(db, owner);
    // The admin hears of each contact and of health alerts on the back office, as a class teacher
    // would (通知設定 by push; no device subscribed, so the delivery job finds none).
    await database.executeSql(
      `insert into staff_notice_setting (tenant_id, login_user_id, notice_type, by_mail, by_push)
       select $1, $2, t, false, true from unnest($3::text[]) as t`,
      [
        owner.tenantId,
        school.admin.id,
        [NoticeSettingType.CONTACT_FROM_MEMBER, NoticeSettingType.HEALTH_CARE],
      ],
    );
    await database.executeSql("analyze", []);
    return {
      tenantCd: school.tenant.tenantCd,
      ...owner,
      classes,
      classKeys,
      absenceTypeId: typeId("欠席"),
      lateTypeId: typeId("遅刻"),
      symptomId: symptoms.find((s) => s.name === "頭痛")!.id,
    };
  } finally {
    await close();
  }
}

/**
 * When the bench posted fewer than the morning's 30,000 of a kind (BENCH_RUSH_POSTS), the rest of the
 * day arrives from the member app, written here in SQL like the module writes them, so the screens
 * read the whole morning: the members who have not reported yet, seat by seat across the classes.
 */
export async function fillTheDay(
  databaseUrl: string,
  school: RushSchool,
  date: string,
  perKind: number,
): Promise<{ contacts: number; observations: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const values = [school.tenantId, school.organizationId, date, perKind];
    const seatOrder = "order by substr(m.member_id, 2)::int % 40, substr(m.member_id, 2)::int";
    const contacts = await client.query(
      `insert into contact (tenant_id, organization_id, date, member_id, member_no, member_name, grade,
         division_cd, section_cd, subsection_cd, type_id, type_name, reason, via)
       select m.tenant_id, m.organization_id, $3::date, m.id, m.member_id, m.name, m.grade,
              m.division_cd, m.section_cd, m.subsection_cd, $5, '欠席', '体調不良', 'APP'
         from member m
        where m.tenant_id = $1 and m.organization_id = $2::int
          and not exists (select 1 from contact c where c.tenant_id = $1 and c.member_id = m.id and c.date = $3::date)
        ${seatOrder}
        limit greatest(0, $4 - (select count(*) from contact where tenant_id = $1 and organization_id = $2::int and date = $3::date))`,
      [...values, school.absenceTypeId],
    );
    const observations = await client.query(
      `insert into health_observation (tenant_id, organization_id, member_id, date, temperature_tenths, fever, source, class_cd, grade)
       select m.tenant_id, m.organization_id, m.id, $3::date, 365, false, 'APP', m.subsection_cd, m.grade
         from member m
        where m.tenant_id = $1 and m.organization_id = $2::int
          and not exists (select 1 from health_observation o where o.tenant_id = $1 and o.member_id = m.id and o.date = $3::date)
        ${seatOrder}
        limit greatest(0, $4 - (select count(*) from health_observation where tenant_id = $1 and organization_id = $2::int and date = $3::date))`,
      values,
    );
    await client.query("analyze contact; analyze health_observation");
    return { contacts: contacts.rowCount ?? 0, observations: observations.rowCount ?? 0 };
  } finally {
    await client.end();
  }
}
