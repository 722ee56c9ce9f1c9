/** A history note: what happened, then the editor's own words if any (`Published: first version`). */
export const historyNote = (what: string, note?: string | null) => (note ? `${what}: ${note}` : what);
