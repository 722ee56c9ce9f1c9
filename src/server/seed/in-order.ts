/**
 * How many structures or syntheses are drawn at once when a whole dataset is drawn: the RDKit pool
 * has two workers by default, and a few calls queued ahead keep both busy between messages.
 */
export const DRAWING_LANES = 4;

/**
 * `work` over every item, at most `limit` at a time, with the answers in the items' order. Drawing a
 * dataset's structures this way keeps every RDKit worker of the pool busy (one at a time left the
 * others idle); when items fail, the error of the first failing item in order is thrown, as a loop
 * would have thrown it, once the items already started have ended.
 */
export async function inOrder<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<PromiseSettledResult<R>>(items.length);
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const index = next++;
      try {
        results[index] = { status: "fulfilled", value: await work(items[index] as T) };
      } catch (reason) {
        results[index] = { status: "rejected", reason };
        next = items.length; // start nothing more
      }
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  const values: R[] = [];
  for (const result of results) {
    if (result === undefined) continue;
    if (result.status === "rejected") throw result.reason;
    values.push(result.value);
  }
  return values;
}
