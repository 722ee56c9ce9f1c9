import type { z } from "zod";
import type { passwordBodies, signedInUserSchema } from "../../contract/accounts.ts";
import { anonymousPost } from "./page-transport.ts";

/** POST /api/invitations/accept (docs/product/api.md §5.17): the link's token, a name and a password; 201, signed in. */
export const acceptInvitation = (body: z.input<typeof passwordBodies.acceptInvitation>) =>
  anonymousPost<z.output<typeof signedInUserSchema>>("/api/invitations/accept", body);
