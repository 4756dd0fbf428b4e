import { useContext } from "react";
import { ShellDataContext } from "../../app/shell-data";
import { levelNames } from "./tree-rows";

/**
 * The five level names of the organisation, from the member import fields the shell loaded at start
 * (spec §2.1). Outside the shell (a component test) the fallback names 所属1 … 所属5 apply.
 */
export function useLevelNames(): string[] {
  const shell = useContext(ShellDataContext);
  return levelNames(shell?.importFields ?? []);
}
