import type { Role } from "../../src/domain/roles.ts";
import { createFixtureApp, type FixtureApp } from "./fixture-app.ts";
import { lookupRequests } from "./lookup-requests.ts";
import { type SignedIn, signIn } from "./signed-in.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export type LookupRequests = ReturnType<typeof lookupRequests>;

type Accounts = Record<string, readonly [Role, string]>;
type SignedInApp<App, A extends Accounts> = { t: App; r: LookupRequests } & { [K in keyof A]: SignedIn };

/** An editor and a contributor: for files about who may do what, and what History says of each. */
export const EDITOR_AND_CONTRIBUTOR = {
  editor: ["editor", "Erin Editor"],
  carla: ["contributor", "Carla Contributor"],
} as const;

/** An editor and two contributors: for files that also check what one contributor sees of another's. */
export const EDITOR_AND_TWO_CONTRIBUTORS = {
  editor: ["editor", "Eve Editor"],
  ann: ["contributor", "Ann Contributor"],
  bob: ["contributor", "Bob Contributor"],
} as const;

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
export async function signedInApp<const A extends Accounts>(
  accounts: A,
  env: Record<string, string> = {},
): Promise<SignedInApp<TestApp, A>> {
  return signInAll(await createTestApp(env), accounts);
}

/** The same over createFixtureApp: the database also holds the fixture synthesis. */
export async function signedInFixtureApp<const A extends Accounts>(
  accounts: A,
): Promise<SignedInApp<FixtureApp, A>> {
  return signInAll(await createFixtureApp(), accounts);
}

async function signInAll<App extends TestApp, A extends Accounts>(
  t: App,
  accounts: A,
): Promise<SignedInApp<App, A>> {
  const signedIn: Record<string, SignedIn> = {};
  for (const [key, [role, name]] of Object.entries(accounts)) signedIn[key] = await signIn(t, role, name);
  return { t, r: lookupRequests(t), ...signedIn } as SignedInApp<App, A>;
}
