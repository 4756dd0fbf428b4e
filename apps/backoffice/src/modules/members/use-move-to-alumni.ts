import { confirmDialog, notify, useTranslation } from "@gakumu/ui";
import { useCallback, useState } from "react";
import { notifyHttpError } from "../../app/http";
import { MEMBERS_NAMESPACE } from "./i18n";
import { type MemberFilter, type MemberListItem, membersApi } from "./members-api";
import { useRefreshMembers } from "./queries";

/**
 * The ticked rows of the member list (id → version shown, kept across pages) and 「卒業生へ移動」
 * for them or for everything the conditions find. The versions make the move refuse (409) when
 * someone changed a member after the page was read.
 */
export function useMoveToAlumni() {
  const { t } = useTranslation(MEMBERS_NAMESPACE);
  const refresh = useRefreshMembers();
  const [selected, setSelected] = useState<ReadonlyMap<number, number>>(new Map());

  const toggle = useCallback((item: MemberListItem) => {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item.version);
      return next;
    });
  }, []);

  const togglePage = useCallback((items: MemberListItem[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const item of items) {
        if (on) next.set(item.id, item.version);
        else next.delete(item.id);
      }
      return next;
    });
  }, []);

  const move = async (target: { filter: MemberFilter; count: number } | "selected") => {
    const count = target === "selected" ? selected.size : target.count;
    if (!(await confirmDialog({ message: t("list.moveConfirm", { count }) }))) return;
    try {
      const body =
        target === "selected"
          ? { members: [...selected].map(([id, version]) => ({ id, version })) }
          : { filter: target.filter };
      const { moved } = await membersApi.moveToAlumni(body);
      notify.success({ message: t("list.moved", { count: moved }) });
      setSelected(new Map());
    } catch (error) {
      notifyHttpError(error);
    } finally {
      await refresh();
    }
  };

  return { selected, toggle, togglePage, clear: () => setSelected(new Map()), move };
}
