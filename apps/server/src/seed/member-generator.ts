import type { NewMember } from "../modules/members/members.service";
import type { EmployeePlacement, StudentPlacement } from "./demo-school";
import { INTERNATIONAL_NAMES } from "./names.data";
import {
  dateBetween,
  fixedLineNumber,
  homeAddress,
  isCommutingDistance,
  mobileNumber,
  municipalSchoolOwner,
  NAME_SEPARATOR,
  personName,
} from "./person";
import type { Random } from "./random";

// Codes the demo uses in free-form columns (the spec leaves their lists open):
//   admission_type   1 推薦, 2 一般, 3 帰国生, 4 留学生
//   application_type 1 専願, 2 併願
//   alma_mater_graduation_type 1 卒業

export interface GeneratorScope {
  tenantId: number;
  organizationId: number;
  /** The school year (April–March) the data describes, e.g. 2026. */
  academicYear: number;
}

/** S + year of entry + six-digit serial within that year: S2026000001. */
export const studentMemberId = (entryYear: number, serial: number) =>
  `S${entryYear}${String(serial).padStart(6, "0")}`;
export const employeeMemberId = (academicYear: number, serial: number) =>
  `E${academicYear}${String(serial).padStart(6, "0")}`;

/** The year a student of this grade entered: a 3年 in 2026 came in April 2024. */
export const entryYearOf = (academicYear: number, grade: number) => academicYear - grade + 1;

export function generateStudent(
  random: Random,
  scope: GeneratorScope,
  placement: StudentPlacement,
  serial: number,
): NewMember {
  const entryYear = entryYearOf(scope.academicYear, placement.grade);
  const memberId = studentMemberId(entryYear, serial);
  const international = random.chance(0.008);
  const intl = international ? random.pick(INTERNATIONAL_NAMES) : null;
  const genderCd: 1 | 2 = intl ? intl.genderCd : random.chance(0.5) ? 1 : 2;
  const person = intl
    ? {
        family: intl.family,
        given: intl.given,
        name: intl.family.kanji + NAME_SEPARATOR + intl.given.kanji,
        nameKana: intl.family.kana + NAME_SEPARATOR + intl.given.kana,
      }
    : personName(random, genderCd, "young");
  const home = homeAddress(random);
  // Students from beyond commuting distance board: most in the school dormitory, some in lodgings.
  const boarding = international || !isCommutingDistance(home.prefecture.code);
  const isDormitory = boarding && random.chance(0.8);
  const isApartment = boarding && !isDormitory;
  const admissionType = international ? "4" : random.chance(0.03) ? "3" : random.chance(0.38) ? "1" : "2";
  // Japanese school years run 2 April – 1 April: a 1年 of 2026 was born 2010-04-02 … 2011-04-01.
  const birthYear = entryYear - 16;
  const examNo = 10_000 + ((serial * 7_919) % 90_000);
  const examineesNo = `${entryYear}${examNo}`;
  const lecturer = personName(random, random.chance(0.5) ? 1 : 2, "adult");
  const guardianMail = random.chance(0.85)
    ? `${person.family.romaji}.family${memberId.slice(1)}@example.com`
    : null;
  return {
    tenantId: scope.tenantId,
    organizationId: scope.organizationId,
    processMode: 0,
    status: random.chance(0.97) ? "AVAILABLE" : "PENDING",
    enrollmentStatus: random.chance(0.98) ? 1 : 2,
    memberId,
    name: person.name,
    nameKana: person.nameKana,
    genderCd,
    birthDate: dateBetween(random, `${birthYear}-04-02`, `${birthYear + 1}-04-01`),
    mobileTelNo: random.chance(0.95) ? mobileNumber(random) : null,
    mailAddress: `${person.given.romaji}.${person.family.romaji}.${memberId.slice(-7)}@example.jp`,
    postalCd: home.postalCd,
    prefecturesCd: home.prefecture.code,
    address1: home.address1,
    address2: home.address2,
    grade: placement.grade,
    divisionCd: placement.codes[0],
    sectionCd: placement.codes[1],
    subsectionCd: placement.codes[2],
    unitCd: placement.codes[3],
    subunitCd: placement.codes[4],
    validStart: `${entryYear}-04-01`,
    validEnd: `${entryYear + 3}-03-31`,
    examineesNo,
    examineesNoLast4Digits: examineesNo.slice(-4),
    mailAddress1: guardianMail,
    mailAddress2: null,
    telNo: random.chance(0.6) ? fixedLineNumber(random, home.city) : null,
    faxNo: random.chance(0.03) ? fixedLineNumber(random, home.city) : null,
    isDormitory,
    isApartment,
    isInternational: international,
    commute: isDormitory
      ? "徒歩（寮）"
      : isApartment
        ? "徒歩"
        : random.pick(["電車", "電車", "電車", "バス", "自転車"]),
    academicHistory: international
      ? null
      : `${entryYear}年3月 ${municipalSchoolOwner(home.city.name)}${home.town}中学校 卒業`,
    admissionType,
    // Shaped like a MEXT school code (C = lower-secondary, prefecture, 2 = public); not a real school.
    almaMaterCd: international ? null : `C1${home.prefecture.code}2${random.digits(7)}`,
    almaMaterEnrolled: international ? null : `${entryYear - 3}-04`,
    almaMaterGrade: international ? null : "3",
    almaMaterGraduationType: international ? null : "1",
    almaMaterResultEvaluation: international
      ? null
      : (random.int(placement.courseName === "特別進学コース" ? 38 : 28, 50) / 10).toFixed(1),
    almaMaterLecturerName: international ? null : lecturer.name,
    enrolled: `${entryYear}-04-01`,
    applicationType: admissionType === "2" && random.chance(0.45) ? "2" : "1",
  };
}

export function generateEmployee(
  random: Random,
  scope: GeneratorScope,
  placement: EmployeePlacement,
  serial: number,
): NewMember {
  const genderCd: 1 | 2 = random.chance(0.55) ? 1 : 2;
  const person = personName(random, genderCd, "adult");
  const home = homeAddress(random);
  const birthDate = dateBetween(
    random,
    `${scope.academicYear - 64}-04-02`,
    `${scope.academicYear - 24}-04-01`,
  );
  const graduationYear = Number(birthDate.slice(0, 4)) + 23;
  const hiredYear = random.int(Math.min(graduationYear, scope.academicYear), scope.academicYear);
  const university = home.prefecture.name.replace(/[都府県]$/, "");
  const faculty = placement.isTeacher
    ? random.pick(["教育学部", "文学部", "理学部", "外国語学部"])
    : "経済学部";
  return {
    tenantId: scope.tenantId,
    organizationId: scope.organizationId,
    processMode: 0,
    status: "AVAILABLE",
    enrollmentStatus: 1,
    memberId: employeeMemberId(scope.academicYear, serial),
    name: person.name,
    nameKana: person.nameKana,
    genderCd,
    birthDate,
    mobileTelNo: mobileNumber(random),
    mailAddress: `${person.given.romaji}.${person.family.romaji}${serial}@example.com`,
    postalCd: home.postalCd,
    prefecturesCd: home.prefecture.code,
    address1: home.address1,
    address2: home.address2,
    grade: null,
    divisionCd: placement.codes[0],
    sectionCd: placement.codes[1],
    subsectionCd: placement.codes[2],
    unitCd: placement.codes[3],
    subunitCd: placement.codes[4],
    validStart: `${hiredYear}-04-01`,
    validEnd: null,
    mailAddress1: random.chance(0.5) ? `${person.family.romaji}${random.digits(3)}@example.jp` : null,
    telNo: random.chance(0.4) ? fixedLineNumber(random, home.city) : null,
    commute: random.pick(["電車", "電車", "バス", "自家用車", "自転車"]),
    academicHistory: `${graduationYear}年3月 ${university}大学${faculty} 卒業`,
  };
}
