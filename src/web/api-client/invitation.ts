import type { BodyOf } from "./api-routes.ts";
import { send } from "./transport.ts";

/** POST /api/invitations/accept (docs/product/api.md §5.17): the link's token, a name and a password; 201, signed in. */
export const acceptInvitation = (body: BodyOf<"post", "/api/invitations/accept">) =>
  send("post", "/api/invitations/accept", { body, anonymous: true });
