// Vitest setup of the API project (vitest.config.ts): runs before every API test file.
import { lowerHashCostForTests } from "../src/platform/auth/password";

// API tests create and log in hundreds of users; at the production cost each hash takes 50–100 ms of
// CPU. Hashes carry their own parameters, so verification is exactly the production code path;
// password.unit.test.ts checks the production cost itself.
lowerHashCostForTests();
