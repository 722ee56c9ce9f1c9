import { listAccounts } from "../../api-client/accounts.ts";
import { notAPage, readResult } from "../../editor/read-result.ts";

/** Every account (GET /api/admin/users), read when View → Accounts is chosen and after a change. */
export const clientLoader = () => readResult(listAccounts);

/** A document request for this address: not a page. */
export const loader = notAPage;
