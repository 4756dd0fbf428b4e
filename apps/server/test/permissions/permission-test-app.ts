import { type TestContext, useTestApp } from "../test-app";

export type PermissionTestContext = TestContext;

/** The real app (login, access hook with menu authorities, every module's routes) on a fresh database. */
export const usePermissionTestApp = useTestApp;
