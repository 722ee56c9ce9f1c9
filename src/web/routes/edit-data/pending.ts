import { listPending } from "../../api-client/pending.ts";
import { notAPage, readResult } from "../../editor/read-result.ts";

/** The pending reference data (GET /api/pending), read when View → Pending Items is chosen. */
export const clientLoader = () => readResult(listPending);

/** A document request for this address: not a page. */
export const loader = notAPage;
