import type { Role } from "../../src/domain/roles.ts";
import { lookupRequests } from "./lookup-requests.ts";
import { type SignedIn, signIn } from "./signed-in.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export type LookupRequests = ReturnType<typeof lookupRequests>;

/**
 * A test file's app with the accounts it names signed in (each as `[role, name]`, in the order
 * given) and the JSON request helpers over it. A file keeps them in `let`s:
 *
 *   let t: TestApp, editor: SignedIn, r: LookupRequests;
 *   beforeAll(async () => {
 *     ({ t, editor, r } = await signedInApp({ editor: ["editor", "Erin Editor"] }));
 *   });
 *   afterAll(() => t.close());
 */
export async function signedInApp<const Accounts extends Record<string, readonly [Role, string]>>(
  accounts: Accounts,
  env: Record<string, string> = {},
): Promise<{ t: TestApp; r: LookupRequests } & { [K in keyof Accounts]: SignedIn }> {
  const t = await createTestApp(env);
  const signedIn: Record<string, SignedIn> = {};
  for (const [key, [role, name]] of Object.entries(accounts)) signedIn[key] = await signIn(t, role, name);
  return { t, r: lookupRequests(t), ...signedIn } as { t: TestApp; r: LookupRequests } & {
    [K in keyof Accounts]: SignedIn;
  };
}
