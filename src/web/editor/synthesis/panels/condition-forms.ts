/**
 * The Temperature, Time and Yield panels' forms: what the user has typed so far (values may be
 * incomplete), converted to and from the domain's condition modes (src/domain/conditions.ts). An
 * incomplete form stores no value (null) but keeps its mode on screen until the user completes it.
 */
import {
  formatTemperature,
  formatTime,
  formatYield,
  parseTemperature,
  parseTime,
  parseYieldRecord,
  type Temperature,
  type Time,
  type TimeUnit,
  type Yield,
} from "../../../../domain/conditions.ts";
import { clampNumber } from "../../../../domain/editor/details-actions.ts";
import { YIELD_BOUND_ERRORS, yieldBoundsIssue } from "../../../../domain/yield-bounds.ts";

const num = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text));
const show = (n: number) => String(n);

export type FixedKind = "Numeric" | "RT" | "Reflux";
export interface TemperatureForm {
  mode: Temperature["mode"];
  fixedKind: FixedKind;
  fixed: string;
  low: string;
  lowKind: "Numeric" | "RT";
  high: string;
  highKind: FixedKind;
}

export function temperatureForm(text: string | null): TemperatureForm {
  const t = parseTemperature(text);
  const form: TemperatureForm = {
    mode: t.mode,
    fixedKind: "Numeric",
    fixed: "",
    low: "",
    lowKind: "Numeric",
    high: "",
    highKind: "Numeric",
  };
  if (t.mode === "fixed") {
    if (typeof t.value === "number") form.fixed = show(t.value);
    else form.fixedKind = t.value;
  } else if (t.mode === "approximative") {
    form.low = show(t.low);
    form.high = show(t.high);
  } else if (t.mode === "range") {
    if (typeof t.low === "number") form.low = show(t.low);
    else form.lowKind = "RT";
    if (typeof t.high === "number") form.high = show(t.high);
    else form.highKind = t.high;
  }
  return form;
}

export function temperatureOf(form: TemperatureForm): Temperature {
  switch (form.mode) {
    case "unspecified":
      return { mode: "unspecified" };
    case "fixed":
      return { mode: "fixed", value: form.fixedKind === "Numeric" ? num(form.fixed) : form.fixedKind };
    case "approximative":
      return { mode: "approximative", low: num(form.low), high: num(form.high) };
    case "range":
      return {
        mode: "range",
        low: form.lowKind === "RT" ? "RT" : num(form.low),
        high: form.highKind === "Numeric" ? num(form.high) : form.highKind,
      };
  }
}

export const temperatureText = (form: TemperatureForm) => formatTemperature(temperatureOf(form));

export interface TimeForm {
  mode: Time["mode"];
  value: string;
  low: string;
  high: string;
  unit: TimeUnit;
}

export function timeForm(text: string | null): TimeForm {
  const t = parseTime(text);
  const form: TimeForm = { mode: t.mode, value: "", low: "", high: "", unit: "h" };
  if (t.mode === "single") {
    form.value = show(t.value);
    form.unit = t.unit;
  } else if (t.mode === "range") {
    form.low = show(t.low);
    form.high = show(t.high);
    form.unit = t.unit;
  }
  return form;
}

export function timeOf(form: TimeForm): Time {
  switch (form.mode) {
    case "unspecified":
    case "overnight":
      return { mode: form.mode };
    case "single":
      return { mode: "single", value: num(form.value), unit: form.unit };
    case "range":
      return { mode: "range", low: num(form.low), high: num(form.high), unit: form.unit };
  }
}

export const timeText = (form: TimeForm) => formatTime(timeOf(form));

/** Bounds of the yield panel's number fields (a multi-step yield covers 2 steps or more). */
export const YIELD_BOUNDS = { percent: { min: 0, max: 100 }, steps: { min: 2, max: 100 } } as const;

/** 'range' is 'N–M%' (docs/product/rules.md §3.7); `brsm` marks either as based on recovered material. */
export interface YieldForm {
  mode: "unspecified" | "percent" | "range";
  percent: string;
  high: string;
  brsm: boolean;
  multiple: boolean;
  steps: string;
}

export function yieldForm(text: string | null): YieldForm {
  const y = parseYieldRecord(text);
  if (!y) return { mode: "unspecified", percent: "", high: "", brsm: false, multiple: false, steps: "2" };
  const high = y.high ?? null;
  return {
    mode: high === null ? "percent" : "range",
    percent: show(y.percent),
    high: high === null ? "" : show(high),
    brsm: y.brsm === true,
    multiple: y.steps > 1,
    steps: show(Math.max(2, y.steps)),
  };
}

export function yieldOf(form: YieldForm): Yield | null {
  if (form.mode === "unspecified") return null;
  const high = form.mode === "range" ? num(form.high) : null;
  return {
    percent: num(form.percent),
    steps: form.multiple ? num(form.steps) : 1,
    // A range whose ends are equal is that one yield ('from ≤ to' holds; '50–50%' says nothing more).
    high: high === num(form.percent) ? null : high,
    brsm: form.brsm,
  };
}

/**
 * Why a complete range cannot be recorded (domain/yield-bounds.ts, the server's own check), or null:
 * the Yield panel shows it on the field and stores nothing, rather than clamping or clearing.
 */
export function yieldFormIssue(form: YieldForm): string | null {
  if (form.mode !== "range" || form.percent.trim() === "" || form.high.trim() === "") return null;
  return yieldBoundsIssue(`${form.percent}–${form.high}%`);
}

export const yieldText = (form: YieldForm) => formatYield(yieldOf(form));

/** A typed number clamped to its bounds when the field is left; empty or unreadable text stays as typed. */
export function clampText(text: string, bounds: { min: number; max: number }): string {
  const n = num(text);
  return Number.isFinite(n) ? show(clampNumber(n, bounds.min, bounds.max)) : text;
}

/** The yield's first field as read when left: a percentage, a range, or why it is refused. */
export type YieldEntry = { percent: string; high: string | null } | { error: string };

export const YIELD_ENTRY_ERRORS = {
  unreadable: "Type a yield as a number (85) or a range (46–50).",
  ...YIELD_BOUND_ERRORS,
} as const;

/**
 * What the yield's first field holds: '85', or a range typed in place with a hyphen or an en dash,
 * spaces allowed ('46–50', '46-50', '46 – 50'), a '%' allowed at the end, so the Range choice is not
 * needed. One number is clamped to 0–100 as before; a range's ends must be in order and within
 * 0–100, as the stored '{n}–{m}%' requires (rules.md §3.3.3), equal ends being that one yield.
 * Empty text is no yield.
 */
export function readYieldEntry(text: string): YieldEntry {
  const t = text.trim().replace(/\s*%$/, "");
  if (t === "") return { percent: "", high: null };
  const number = "(\\d+(?:\\.\\d+)?|\\.\\d+)";
  const one = new RegExp(`^${number}$`).exec(t);
  if (one) return { percent: clampText(one[1] ?? "", YIELD_BOUNDS.percent), high: null };
  const range = new RegExp(`^${number}\\s*%?\\s*[-\u2013\u2014]\\s*${number}$`).exec(t);
  if (!range) return { error: YIELD_ENTRY_ERRORS.unreadable };
  const low = num(range[1] ?? "");
  const high = num(range[2] ?? "");
  const issue = yieldBoundsIssue(`${show(low)}–${show(high)}%`);
  if (issue) return { error: issue };
  return { percent: show(low), high: high === low ? null : show(high) };
}
