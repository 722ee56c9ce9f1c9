/**
 * When this server last read the data revision successfully and when it last saw it change: the
 * revision lag of the metrics. A read that fails (a database outage) changes neither, so the time
 * since the last read grows until the database answers again.
 */
export class RevisionTimes {
  value = 0;
  changedAt: number | undefined;
  polledAt: number | undefined;

  /** `revisions` with its reads timed (what the revision watcher is given). */
  timing<R extends { current(): Promise<number> }>(revisions: R): R {
    return {
      ...revisions,
      current: async () => {
        const value = await revisions.current();
        this.polledAt = Date.now();
        if (value !== this.value || this.changedAt === undefined) this.changedAt = this.polledAt;
        this.value = value;
        return value;
      },
    };
  }
}
