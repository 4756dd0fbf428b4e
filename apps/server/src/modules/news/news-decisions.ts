import type { NewsType } from "@gakumu/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { RequestContext } from "../../platform/access/request-context";
import { requireMenu } from "../../platform/access/require-menu";
import { loginUser } from "../../platform/auth/login-user.tables";
import { ConflictError, ForbiddenError } from "../../platform/errors/app-error";
import { menuOf } from "./news.menu";
import { isApprover } from "./news-approvers";
import type { NewsDeps } from "./news-deps";
import { detailOf } from "./news-items";
import { checkVersion, loadItem } from "./news-rows";
import { type Decision, decide, submitItem, workflowMessages } from "./news-workflow";

// The approval step from the back office: the author submits; an approver of the stage now waiting
// approves or returns it on the item's screen, as they would from the mailed link.

export async function actorNameOf(db: Db, ctx: RequestContext): Promise<string> {
  const [user] = await db
    .select({ name: loginUser.name })
    .from(loginUser)
    .where(and(eq(loginUser.tenantId, ctx.tenantId), eq(loginUser.id, ctx.loginUserId)));
  return user?.name ?? ctx.displayUserId;
}

export async function submitForApproval(
  deps: NewsDeps,
  ctx: RequestContext,
  type: NewsType,
  id: number,
  version: number,
) {
  requireMenu(ctx, menuOf(type), "write");
  const row = await loadItem(deps.db, ctx, type, id);
  checkVersion(row, version);
  await submitItem(deps, ctx, row, await actorNameOf(deps.db, ctx));
  return detailOf(deps, ctx, await loadItem(deps.db, ctx, type, id));
}

export async function decideInBackoffice(
  deps: NewsDeps,
  ctx: RequestContext,
  type: NewsType,
  id: number,
  input: Decision & { version: number },
) {
  requireMenu(ctx, menuOf(type), "write");
  const row = await loadItem(deps.db, ctx, type, id);
  checkVersion(row, input.version);
  const stage = row.approvalStage;
  if (row.status !== 4 || stage === null) throw new ConflictError(workflowMessages.notPending);
  if (!(await isApprover(deps.db, ctx, type, stage, ctx.loginUserId)))
    throw new ForbiddenError(workflowMessages.notApprover);
  const actor = {
    loginUserId: ctx.loginUserId,
    name: await actorNameOf(deps.db, ctx),
    via: "BACKOFFICE" as const,
  };
  const decided = await decide(deps, row, stage, actor, input);
  return detailOf(deps, ctx, decided);
}
