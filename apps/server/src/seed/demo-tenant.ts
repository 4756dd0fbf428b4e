import type { Db } from "../db/client";
import type { MemberImportFieldName } from "../modules/members/member-import-fields";
import { createMemberImportFields } from "../modules/members/members.service";
import { createLoginUser } from "../platform/auth/login-user.service";
import { createGrades, createHierarchy, HIERARCHY_LEVELS } from "../platform/hierarchy/hierarchy.service";
import {
  createOrganization,
  createTenant,
  type OrganizationRow,
  type ParameterValue,
  SYSTEM_CD,
  setOrganizationParameters,
  type TenantRow,
} from "../platform/tenancy/tenancy.service";
import {
  DEMO_ADMIN,
  DEMO_EMPLOYEE_COUNT,
  DEMO_EMPLOYEE_ORGANIZATION,
  DEMO_RANDOM_SEED,
  DEMO_STUDENT_COUNT,
  DEMO_STUDENT_ORGANIZATION,
  DEMO_TENANT,
  EMPLOYEE_LEVEL_NAMES,
  employeeHierarchy,
  GRADES,
  STUDENT_LEVEL_NAMES,
  studentHierarchy,
} from "./demo-school";
import { addDemoEmployees, addDemoStudents } from "./seed-members";

export interface DemoTenant {
  tenant: TenantRow;
  studentOrganization: OrganizationRow;
  employeeOrganization: OrganizationRow;
  students: number;
  employees: number;
}

const LEVEL_FIELDS = ["division_cd", "section_cd", "subsection_cd", "unit_cd", "subunit_cd"] as const;

/** Import field titles follow the organisation's own level names (学科, コース, …). */
const levelTitles = (names: readonly string[]) =>
  Object.fromEntries(LEVEL_FIELDS.map((field, i) => [field, names[i] ?? field])) as Record<
    (typeof LEVEL_FIELDS)[number],
    string
  >;

/**
 * Organisation parameters the demo starts with. The catalogue's real names are not in the spec; these
 * are the platform's own: level display names, what a member is called, numbering, session timeout.
 */
function demoParameters(
  levelNames: readonly string[],
  memberName: string,
  idPrefix: string,
): ParameterValue[] {
  return [
    ...HIERARCHY_LEVELS.map((level, i) => ({
      parameterCategory: "DISPLAY_NAME",
      parameterType: `${level.toUpperCase()}_NAME`,
      value: levelNames[i] ?? "",
    })),
    { parameterCategory: "DISPLAY_NAME", parameterType: "MEMBER_NAME", value: memberName },
    { parameterCategory: "MEMBER_ID", parameterType: "PREFIX", value: idPrefix },
    { parameterCategory: "MEMBER_ID", parameterType: "LENGTH", value: "11" },
    { parameterCategory: "SESSION", parameterType: "IDLE_TIMEOUT_MINUTES", value: "30" },
    // Staff sign in with a password and an authenticator app, as a school's back office should.
    { parameterCategory: "SECURITY", parameterType: "TWO_STEP_REQUIRED", value: "1" },
    { parameterCategory: "SECURITY", parameterType: "PASSWORD_EXPIRY_DAYS", value: "0" },
  ];
}

// Staff have no grade, entrance examination or previous school: those fields are switched off.
const EMPLOYEE_UNUSED_FIELDS: MemberImportFieldName[] = [
  "grade",
  "examinees_no",
  "examinees_no_last_4_digits",
  "is_dormitory",
  "is_apartment",
  "is_international",
  "admission_type",
  "alma_mater_cd",
  "alma_mater_enrolled",
  "alma_mater_grade",
  "alma_mater_graduation_type",
  "alma_mater_result_evaluation",
  "alma_mater_lecturer_name",
  "enrolled",
  "application_type",
];

/** Writes the whole demo school. Run it inside one transaction so a crash leaves nothing half-made. */
export async function createDemoTenant(db: Db, academicYear: number): Promise<DemoTenant> {
  const tenant = await createTenant(db, DEMO_TENANT);
  const studentOrganization = await createOrganization(db, {
    tenantId: tenant.id,
    systemCd: SYSTEM_CD.STUDENT,
    ...DEMO_STUDENT_ORGANIZATION,
  });
  const employeeOrganization = await createOrganization(db, {
    tenantId: tenant.id,
    systemCd: SYSTEM_CD.EMPLOYEE,
    ...DEMO_EMPLOYEE_ORGANIZATION,
  });

  await createHierarchy(db, studentOrganization, studentHierarchy().tree);
  await createHierarchy(db, employeeOrganization, employeeHierarchy().tree);
  await createGrades(db, studentOrganization, [...GRADES]);
  await setOrganizationParameters(db, studentOrganization, demoParameters(STUDENT_LEVEL_NAMES, "生徒", "S"));
  await setOrganizationParameters(
    db,
    employeeOrganization,
    demoParameters(EMPLOYEE_LEVEL_NAMES, "教職員", "E"),
  );
  await createMemberImportFields(db, studentOrganization, { titles: levelTitles(STUDENT_LEVEL_NAMES) });
  await createMemberImportFields(db, employeeOrganization, {
    titles: levelTitles(EMPLOYEE_LEVEL_NAMES),
    unused: EMPLOYEE_UNUSED_FIELDS,
  });

  await createLoginUser(db, {
    tenantId: tenant.id,
    organizationId: studentOrganization.id,
    displayUserId: DEMO_ADMIN.loginId,
    name: DEMO_ADMIN.name,
    mailAddress: DEMO_ADMIN.mailAddress,
    password: DEMO_ADMIN.password,
  });

  const options = { academicYear, seed: DEMO_RANDOM_SEED };
  const students = await addDemoStudents(db, studentOrganization, { ...options, count: DEMO_STUDENT_COUNT });
  const employees = await addDemoEmployees(db, employeeOrganization, {
    ...options,
    count: DEMO_EMPLOYEE_COUNT,
  });
  return {
    tenant,
    studentOrganization,
    employeeOrganization,
    students: students.inserted,
    employees: employees.inserted,
  };
}
