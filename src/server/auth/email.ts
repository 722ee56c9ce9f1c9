/** The account e-mail's schema lives in the contract (src/contract/accounts.ts), which the web shares. */
export { emailSchema } from "../../contract/accounts.ts";
