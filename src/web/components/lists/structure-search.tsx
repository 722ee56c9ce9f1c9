import { Stack, Text, TextInput, Title } from "@mantine/core";
import { type MouseEvent, useEffect, useState } from "react";
import { Form, useNavigate } from "react-router";
import {
  STRUCTURE_QUERY_MAX,
  type StructureBonds,
  type StructureMode,
  type StructureSearchResults,
  type StructureStereo,
} from "../../../domain/structure-search.ts";
import classes from "./structure-search.module.css";

/** What the page shows of a structure search: the form's values, then the answer or the refusal. */
export interface StructureSearchState {
  q: string;
  mode: StructureMode;
  threshold: string;
  /** Exact search: `ignore` matches every stereoisomer. */
  stereo: StructureStereo;
  /** Substructure search: `any` lets every bond of a SMILES query match any bond. */
  bonds: StructureBonds;
  outcome:
    | { ok: true; results: StructureSearchResults }
    | { ok: false; field: string; message: string }
    | null;
}

const MODES: { value: StructureMode; label: string }[] = [
  { value: "substructure", label: "Substructure" },
  { value: "similarity", label: "Similarity" },
  { value: "exact", label: "Exact" },
];

/** What the sketcher window (/edit/sketch) posts back to this page. */
export const SKETCH_MESSAGE = "structure-search:smiles";

/**
 * The Structure mode of the search page (docs/product/pages.md §2.4.2): a plain GET form to
 * /search (`structure`, `mode`, `threshold`, `stereo`, `bonds`), so it works without JavaScript. Draw opens the
 * editor's sketcher in a small window of its own (/edit/sketch, whose policy lets it run); that
 * window sends the SMILES back here, or opens the results itself when this page is gone. Only the
 * Mantine components the page already loaded are used (a new one, such as Button, would change how
 * the bundler splits the chunks every public page shares).
 */
export function StructureSearchForm({ state }: { state: StructureSearchState }) {
  const navigate = useNavigate();
  const [q, setQ] = useState(state.q);
  const [mode, setMode] = useState<StructureMode>(state.mode);
  useEffect(() => setQ(state.q), [state.q]);
  useEffect(() => setMode(state.mode), [state.mode]);
  const [ignoreStereo, setIgnoreStereo] = useState(state.stereo === "ignore");
  useEffect(() => setIgnoreStereo(state.stereo === "ignore"), [state.stereo]);
  const [anyBond, setAnyBond] = useState(state.bonds === "any");
  useEffect(() => setAnyBond(state.bonds === "any"), [state.bonds]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: unknown; smiles?: unknown; mode?: unknown } | null;
      if (data?.type !== SKETCH_MESSAGE || typeof data.smiles !== "string") return;
      const chosen = MODES.some((m) => m.value === data.mode) ? (data.mode as StructureMode) : "substructure";
      // The boxes ticked on this page still hold for the drawn structure.
      const choices = { ...(ignoreStereo ? { stereo: "ignore" } : {}), ...(anyBond ? { bonds: "any" } : {}) };
      navigate(`/search?${new URLSearchParams({ structure: data.smiles, mode: chosen, ...choices })}`);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [navigate, ignoreStereo, anyBond]);

  function openSketcher(event: MouseEvent<HTMLAnchorElement>) {
    const opened = window.open(event.currentTarget.href, "structure-sketcher", "popup,width=980,height=720");
    if (opened) event.preventDefault();
  }

  const error = state.outcome && !state.outcome.ok ? state.outcome : null;
  const sketchHref = `/edit/sketch?${new URLSearchParams({ mode, ...(q ? { smiles: q } : {}) })}`;
  return (
    <Form method="get" action="/search" aria-label="Structure search" className={classes.form}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Structure search
        </Title>
        <TextInput
          name="structure"
          label="SMILES (or a SMARTS pattern for substructure search)"
          value={q}
          onChange={(event) => setQ(event.currentTarget.value)}
          placeholder="e.g. c1ccc2[nH]ccc2c1"
          maxLength={STRUCTURE_QUERY_MAX}
          autoComplete="off"
          spellCheck={false}
          error={error && error.field !== "threshold" ? error.message : undefined}
        />
        <fieldset className={classes.modes}>
          <legend>Find</legend>
          {MODES.map((m) => (
            <label key={m.value}>
              <input
                type="radio"
                name="mode"
                value={m.value}
                checked={mode === m.value}
                onChange={() => setMode(m.value)}
              />{" "}
              {m.label}
            </label>
          ))}
          <label>
            Lowest similarity{" "}
            <input
              type="number"
              name="threshold"
              min={0}
              max={1}
              step={0.05}
              defaultValue={state.threshold}
              className={classes.threshold}
            />
          </label>
          <label>
            <input
              type="checkbox"
              name="stereo"
              value="ignore"
              checked={ignoreStereo}
              onChange={(event) => setIgnoreStereo(event.currentTarget.checked)}
            />{" "}
            Ignore stereochemistry (exact search)
          </label>
          <label>
            <input
              type="checkbox"
              name="bonds"
              value="any"
              checked={anyBond}
              onChange={(event) => setAnyBond(event.currentTarget.checked)}
            />{" "}
            Match any bond order (substructure search with a SMILES)
          </label>
        </fieldset>
        {error?.field === "threshold" && (
          <Text size="sm" c="red.8" role="alert">
            {error.message}
          </Text>
        )}
        <div className={classes.actions}>
          <button type="submit" className={classes.primary}>
            Search structures
          </button>
          <a
            href={sketchHref}
            target="structure-sketcher"
            onClick={openSketcher}
            className={classes.secondary}
          >
            Draw
          </a>
        </div>
      </Stack>
    </Form>
  );
}
