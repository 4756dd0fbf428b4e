import { setDomainLocale } from "@gakumu/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { assignmentForm, toAssignmentBody, validateAssignment } from "./assignment-form";

describe("assignment form", () => {
  beforeAll(() => setDomainLocale("ja"));

  it("starts empty for a user without a permission and asks for a set", () => {
    const values = assignmentForm(null);
    expect(values).toEqual({
      permissionSetId: "",
      referenceAuthority: 0,
      gradePermission: -1,
      scopes: { PERMISSION: [], CLASS_PLAN: [], IN_CHARGE: [] },
    });
    expect(validateAssignment(values, "権限セット")).toBe("権限セットを選択してください");
  });

  it("round-trips a saved permission into the request body, dropping repeated nodes", () => {
    const values = assignmentForm({
      permissionSetId: 4,
      permissionSetName: "教務担当",
      referenceAuthority: 1,
      gradePermission: 2,
      scopeList: [
        { dataType: "IN_CHARGE", divisionCd: "A1" },
        { dataType: "PERMISSION", divisionCd: "A" },
      ],
    });
    expect(validateAssignment(values, "権限セット")).toBeNull();
    values.scopes.PERMISSION.push("A");
    expect(toAssignmentBody(values)).toEqual({
      permissionSetId: 4,
      referenceAuthority: 1,
      gradePermission: 2,
      scopeList: [
        { dataType: "PERMISSION", divisionCd: "A" },
        { dataType: "IN_CHARGE", divisionCd: "A1" },
      ],
    });
  });
});
