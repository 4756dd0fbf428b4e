// The few parts of oidc-provider (a test-only dependency without bundled types) the loopback
// provider uses.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (init: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
  }
}
