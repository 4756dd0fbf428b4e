import { APP_FEATURES, type AppFeatureCode } from "@gakumu/domain";
import type { FastifyInstance } from "fastify";

/**
 * The features the platform offers now: those whose module registered the feature's member route
 * (packages/domain's APP_FEATURES names it). Asked of the router when needed, after every module has
 * registered, so a module added later needs no line here.
 */
export type OfferedFeatures = () => Set<AppFeatureCode>;

export function offeredFeaturesOf(app: FastifyInstance): OfferedFeatures {
  let known: Set<AppFeatureCode> | null = null;
  return () => {
    known ??= new Set(
      APP_FEATURES.filter((f) => {
        const [method, url] = f.memberRoute.split(" ") as ["GET", string];
        return app.hasRoute({ method, url });
      }).map((f) => f.code),
    );
    return known;
  };
}
