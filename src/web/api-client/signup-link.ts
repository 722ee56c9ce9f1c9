import type { z } from "zod";
import type { passwordBodies, signedInUserSchema } from "../../contract/accounts.ts";
import { anonymousPost } from "./page-transport.ts";

/** POST /api/signup/verify (docs/product/api.md §5.13.3): the link's token and a password; 201, signed in. */
export const verifySignup = (body: z.input<typeof passwordBodies.signupVerify>) =>
  anonymousPost<z.output<typeof signedInUserSchema>>("/api/signup/verify", body);
