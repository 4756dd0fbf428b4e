import type {
  ImportFieldSetting,
  Manual,
  MenuCategoryEntry,
  OrganizationParameter,
  SessionOrganization,
} from "@gakumu/domain";
import { createContext, useContext } from "react";
import type { LoginUser } from "./session";

/** What the authentication gate loads before any content is shown (spec §2.1). */
export interface ShellData {
  loginUser: LoginUser;
  organization: SessionOrganization;
  manuals: Manual[];
  menu: MenuCategoryEntry[];
  /** Organisation parameters of the current process mode and of the concern mode (spec §7.3). */
  parameters: OrganizationParameter[];
  concernParameters: OrganizationParameter[];
  /** Member import fields of the current process mode and of the concern mode. */
  importFields: ImportFieldSetting[];
  concernImportFields: ImportFieldSetting[];
}

export const ShellDataContext = createContext<ShellData | null>(null);

/** Only inside the gate; a screen outside it has no session data to read. */
export function useShellData(): ShellData {
  const data = useContext(ShellDataContext);
  if (!data) throw new Error("useShellData() is used outside the authentication gate");
  return data;
}

/** An organisation parameter's value, or undefined when the organisation does not set it. */
export function parameterValue(
  parameters: readonly OrganizationParameter[],
  parameterCategory: string,
  parameterType: string,
): string | undefined {
  return parameters.find(
    (p) => p.parameterCategory === parameterCategory && p.parameterType === parameterType,
  )?.value;
}

export function useOrganizationParameter(
  parameterCategory: string,
  parameterType: string,
): string | undefined {
  return parameterValue(useShellData().parameters, parameterCategory, parameterType);
}
