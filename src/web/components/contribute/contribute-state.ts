import { EMPTY_IDENTITY, type InvestigatorPick, type SynthesisIdentity } from "./identify-synthesis.tsx";

/**
 * What the contribute page keeps in localStorage so that nothing typed is lost between steps or on
 * reload: the step, the sign-up answers of step 1, the answers of step 2 and the id of the saved
 * draft. Stored as JSON under one key with a version number; anything unreadable (another version,
 * junk, a wrong type) falls back field by field to the empty state. Cleared after a submit.
 */

export const CONTRIBUTE_STORAGE_KEY = "contribute";
export const CONTRIBUTE_STATE_VERSION = 1;

export interface SignupAnswers {
  name: string;
  email: string;
  orcid: string;
  affiliation: string;
}

export interface ContributeState {
  /** 0-based, as the stepper counts. */
  step: number;
  signup: SignupAnswers;
  identity: SynthesisIdentity;
  draftId: number | null;
}

export const EMPTY_SIGNUP: SignupAnswers = { name: "", email: "", orcid: "", affiliation: "" };

export const EMPTY_STATE: ContributeState = {
  step: 0,
  signup: EMPTY_SIGNUP,
  identity: EMPTY_IDENTITY,
  draftId: null,
};

/**
 * The stored answers as they arrive after hydration, with what the visitor typed while they were on
 * their way: a field changed since the page showed (on a slow start a visitor may type before the
 * stored answers are read) keeps its new value; every other field takes the stored one.
 */
export function withTypedAnswers(restored: ContributeState, typed: ContributeState): ContributeState {
  if (typed === EMPTY_STATE) return restored;
  return {
    ...restored,
    signup: changedOver(restored.signup, typed.signup, EMPTY_SIGNUP),
    identity: changedOver(restored.identity, typed.identity, EMPTY_IDENTITY),
  };
}

/** `stored`, with each field of `now` that differs from its empty value. */
function changedOver<T extends object>(stored: T, now: T, empty: T): T {
  const out = { ...stored };
  for (const key of Object.keys(now) as (keyof T)[]) if (now[key] !== empty[key]) out[key] = now[key];
  return out;
}

/** The last step index (step 4). */
export const LAST_STEP = 3;

/** Steps 3 and 4 are about the saved draft: without one, the page stops at step 3's explanation. */
export function allowedStep(step: number, draftId: number | null): number {
  const top = draftId === null ? 2 : LAST_STEP;
  return Math.max(0, Math.min(top, Math.trunc(step)));
}

/** `?step=N` (1-based) as a step index, or null when absent or not a whole number from 1 to 4. */
export function stepFromQuery(value: string | null): number | null {
  if (value === null || !/^[1-4]$/.test(value.trim())) return null;
  return Number(value.trim()) - 1;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");
const obj = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function readPick(value: unknown): InvestigatorPick | null {
  const v = obj(value);
  if (typeof v.id !== "number" || !Number.isInteger(v.id) || !str(v.url) || !str(v.lastName)) return null;
  return {
    id: v.id,
    firstName: str(v.firstName),
    lastName: str(v.lastName),
    url: str(v.url),
    ...(v.pending === true ? { pending: true } : {}),
  };
}

function readIdentity(value: unknown): SynthesisIdentity {
  const v = obj(value);
  const year = v.year;
  return {
    molecule: str(v.molecule),
    kind: typeof v.kind === "string" && v.kind ? v.kind : null,
    shape: v.shape === "convergent" ? "convergent" : "linear",
    chirality: typeof v.chirality === "string" && v.chirality ? v.chirality : null,
    investigator: str(v.investigator),
    author: readPick(v.author),
    year: typeof year === "number" && Number.isFinite(year) ? year : "",
    references: str(v.references),
  };
}

/** Reads the stored JSON text (or null); never throws. */
export function parseContributeState(text: string | null): ContributeState {
  if (!text) return EMPTY_STATE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return EMPTY_STATE;
  }
  const v = obj(parsed);
  if (v.version !== CONTRIBUTE_STATE_VERSION) return EMPTY_STATE;
  const s = obj(v.signup);
  const draftId =
    typeof v.draftId === "number" && Number.isInteger(v.draftId) && v.draftId > 0 ? v.draftId : null;
  return {
    step: allowedStep(typeof v.step === "number" && Number.isFinite(v.step) ? v.step : 0, draftId),
    signup: { name: str(s.name), email: str(s.email), orcid: str(s.orcid), affiliation: str(s.affiliation) },
    identity: readIdentity(v.identity),
    draftId,
  };
}

export function serializeContributeState(state: ContributeState): string {
  return JSON.stringify({ version: CONTRIBUTE_STATE_VERSION, ...state });
}
