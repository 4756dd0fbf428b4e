import { z } from "zod";
import { ACCESS_KEY_HEADER } from "../../platform/http/csrf";

// The bodies and answers of the form-login and form-user routes live in the domain
// (@gakumu/domain form-users/form-user-api.ts), shared with the form frontend. The access-key header
// schema is the server's own: the header's name is the CSRF guard's, and no SPA builds it from here.

/** Spec §7.1: the form helper sends the link's access key on every call. */
export const AccessKeyHeaders = z.object({ [ACCESS_KEY_HEADER]: z.string().max(200).optional() });
