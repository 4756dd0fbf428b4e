// The login-user routes' schemas live in the domain (login-users/login-user-api.ts), shared with the
// back office; the module's services keep reading them from here.
export {
  CreateLoginUserBody,
  LoginUserIdParams,
  LoginUserItem,
  LoginUserPage,
  LoginUserPermissionBody,
  type LoginUserPermissionInput,
  LoginUserResponse,
  LoginUserSearchQuery,
  LoginUserWithPasswordResponse,
  PermissionSetOptionsResponse,
  ResetPasswordBody,
  UpdateLoginUserBody,
} from "@gakumu/domain";
