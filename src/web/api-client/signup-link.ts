import type { BodyOf } from "./api-routes.ts";
import { send } from "./transport.ts";

/** POST /api/signup/verify (docs/product/api.md §5.13.3): the link's token and a password; 201, signed in. */
export const verifySignup = (body: BodyOf<"post", "/api/signup/verify">) =>
  send("post", "/api/signup/verify", { body, anonymous: true });
