import { z } from "zod";
import { ACCESS_KEY_HEADER } from "../../platform/http/csrf";

// The bodies and answers of the form-login and form-user routes live in the domain
// (@gakumu/domain form-users/form-user-api.ts), shared with the form frontend; the routes keep
// reading them from here. The access-key header schema is the server's own.
export {
  ConfirmMailAddressBody,
  DoResetBody,
  EmptyResponse,
  FormUserProfile,
  LineCallbackQuery,
  LineUrlQuery,
  LineUrlResponse,
  SendResetMailBody,
  SignedInUser,
  SignInBody,
  SignUpBody,
  UpdateProfileBody,
} from "@gakumu/domain";

/** Spec §7.1: the form helper sends the link's access key on every call. */
export const AccessKeyHeaders = z.object({ [ACCESS_KEY_HEADER]: z.string().max(200).optional() });
