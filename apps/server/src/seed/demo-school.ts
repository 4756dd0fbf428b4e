import type { HierarchyTreeNode } from "../platform/hierarchy/hierarchy.service";

// The demo school 「デモ学園」: what exists, independent of how it is written to the database.

export const DEMO_TENANT = {
  tenantCd: "demo",
  name: "デモ学園",
  contractType: "TRIAL",
  operationType: "DEMO",
} as const;

export const DEMO_STUDENT_ORGANIZATION = {
  organizationCd: "demo-student",
  name: "デモ学園高等学校",
} as const;
export const DEMO_EMPLOYEE_ORGANIZATION = {
  organizationCd: "demo-employee",
  name: "デモ学園 教職員",
} as const;

export const DEMO_ADMIN = {
  loginId: "admin",
  name: "デモ管理者",
  mailAddress: "admin@example.jp",
  password: "Gakumu-demo1",
} as const;

export const DEMO_STUDENT_COUNT = 1000;
export const DEMO_EMPLOYEE_COUNT = 60;
/** Fixed seed: the same academic year always yields the same demo school. */
export const DEMO_RANDOM_SEED = 20260401;

/** Titles of the five levels (spec §3.3) for each organisation: also import field titles. */
export const STUDENT_LEVEL_NAMES = ["学科", "コース", "学年", "組", "班"] as const;
export const EMPLOYEE_LEVEL_NAMES = ["法人", "学校・事務局", "部", "課", "係"] as const;

export const GRADES = [
  { gradeCd: 1, name: "1年" },
  { gradeCd: 2, name: "2年" },
  { gradeCd: 3, name: "3年" },
] as const;

/** Courses with their classes per grade; classes are numbered through the grade, as schools do. */
const DEPARTMENTS = [
  {
    name: "普通科",
    courses: [
      { name: "総合進学コース", classes: 4 },
      { name: "特別進学コース", classes: 2 },
    ],
  },
  { name: "国際科", courses: [{ name: "国際教養コース", classes: 2 }] },
] as const;
const GROUPS_PER_CLASS = 4;

const seg = (n: number) => String(n).padStart(2, "0");

/** A leaf the seeder places a student on: the five codes and the grade they imply. */
export interface StudentPlacement {
  codes: [string, string, string, string, string];
  grade: number;
  courseName: string;
}

/**
 * 学科 → コース → 学年 → 組 → 班 (e.g. 普通科 → 特別進学コース → 2年 → 2年5組 → 3班). Codes are the
 * parent's code plus two digits, so a code shows its path: 01 / 0102 / 010202 / 01020205 / 0102020503.
 */
export function studentHierarchy(): { tree: HierarchyTreeNode[]; placements: StudentPlacement[] } {
  const placements: StudentPlacement[] = [];
  let classOffset = 0;
  const tree = DEPARTMENTS.map((dept, d) => {
    const deptCd = seg(d + 1);
    return {
      code: deptCd,
      name: dept.name,
      children: dept.courses.map((course, c) => {
        const courseCd = deptCd + seg(c + 1);
        const firstClass = classOffset + 1;
        classOffset += course.classes;
        return {
          code: courseCd,
          name: course.name,
          children: GRADES.map((g) => {
            const gradeCd = courseCd + seg(g.gradeCd);
            return {
              code: gradeCd,
              name: g.name,
              children: Array.from({ length: course.classes }, (_, k) => {
                const classNo = firstClass + k;
                const classCd = gradeCd + seg(classNo);
                return {
                  code: classCd,
                  name: `${g.gradeCd}年${classNo}組`,
                  children: Array.from({ length: GROUPS_PER_CLASS }, (_, h) => {
                    const groupCd = classCd + seg(h + 1);
                    placements.push({
                      codes: [deptCd, courseCd, gradeCd, classCd, groupCd],
                      grade: g.gradeCd,
                      courseName: course.name,
                    });
                    return { code: groupCd, name: `${h + 1}班` };
                  }),
                };
              }),
            };
          }),
        };
      }),
    };
  });
  return { tree, placements };
}

/** 法人 → 学校・事務局 → 部 → 課 → 係; teachers' 係 come first and take most of the staff. */
const EMPLOYEE_UNITS: { name: string; departments: { name: string; sections: [string, string[]][] }[] }[] = [
  {
    name: "デモ学園高等学校",
    departments: [
      {
        name: "教務部",
        sections: [
          ["教務課", ["時間割係", "成績係"]],
          ["教科指導課", ["文系教科係", "理系教科係"]],
        ],
      },
      {
        name: "生徒指導部",
        sections: [
          ["生徒指導課", ["生活指導係", "部活動係"]],
          ["保健課", ["保健係"]],
        ],
      },
      { name: "進路指導部", sections: [["進路指導課", ["進学係", "就職係"]]] },
    ],
  },
  {
    name: "法人事務局",
    departments: [
      {
        name: "総務部",
        sections: [
          ["総務課", ["庶務係", "広報係"]],
          ["人事課", ["人事係"]],
        ],
      },
      {
        name: "財務部",
        sections: [
          ["経理課", ["出納係", "学納金係"]],
          ["施設課", ["施設管理係"]],
        ],
      },
    ],
  },
];

export interface EmployeePlacement {
  codes: [string, string, string, string, string];
  isTeacher: boolean;
}

export function employeeHierarchy(): { tree: HierarchyTreeNode[]; placements: EmployeePlacement[] } {
  const placements: EmployeePlacement[] = [];
  const rootCd = "01";
  const tree = [
    {
      code: rootCd,
      name: "学校法人デモ学園",
      children: EMPLOYEE_UNITS.map((unit, u) => {
        const unitCd = rootCd + seg(u + 1);
        return {
          code: unitCd,
          name: unit.name,
          children: unit.departments.map((dept, d) => {
            const deptCd = unitCd + seg(d + 1);
            return {
              code: deptCd,
              name: dept.name,
              children: dept.sections.map(([sectionName, teams], s) => {
                const sectionCd = deptCd + seg(s + 1);
                return {
                  code: sectionCd,
                  name: sectionName,
                  children: teams.map((team, t) => {
                    const teamCd = sectionCd + seg(t + 1);
                    placements.push({
                      codes: [rootCd, unitCd, deptCd, sectionCd, teamCd],
                      isTeacher: u === 0,
                    });
                    return { code: teamCd, name: team };
                  }),
                };
              }),
            };
          }),
        };
      }),
    },
  ];
  return { tree, placements };
}
