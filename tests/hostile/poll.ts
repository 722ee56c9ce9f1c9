/**
 * Asks `read` again every `everyMs` until it gives a value (at most `tries` times): the positive
 * signal a case waits for before it checks that something did not happen.
 */
export async function pollFor<T>(
  read: () => Promise<T | undefined> | T | undefined,
  what: string,
  tries = 100,
  everyMs = 50,
): Promise<T> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what} never happened`);
}
