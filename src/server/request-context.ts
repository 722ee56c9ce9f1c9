import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the handling of one request carries through its awaits: its id, which every log line written
 * meanwhile gets (logger.ts), wherever the line is written from.
 */
export interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();
