import { Badge, Group, Loader, Paper, Stack, Text, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import type {
  ImportedAgent,
  ImportedChemical,
  ImportedReaction,
  ImportedScheme,
  ImportedStepReport,
} from "../../../domain/import/imported-scheme.ts";
import {
  formatAmount,
  formatAtmosphere,
  formatConcentration,
  formatSelectivity,
} from "../../../domain/reaction-record-texts.ts";
import { drawingOf, svgDataUrl, useDrawing } from "./drawings.ts";

/**
 * What an import read, before it is added to a draft (docs/product/editor.md §8.28): each step drawn
 * as the editor draws a structure (the server's drawing, stereochemistry and all), its reagents and
 * solvents with what each was matched to or that it is new, its conditions, and what no field of a
 * draft could hold. New agents can be named here before they are created.
 */
export function ImportPreview(props: {
  scheme: ImportedScheme;
  /** The names the contributor gave new agents (by the name the import chose). */
  names: Readonly<Record<string, string>>;
  onRename: (from: string, to: string) => void;
}) {
  const { scheme } = props;
  const reactions = scheme.parts.flatMap((p) => p.reactions);
  const reports = new Map(scheme.report.map((r) => [r.step, r]));
  const renamed = (name: string) => props.names[name] ?? name;
  const dropped = scheme.report.reduce((n, r) => n + r.dropped.length, 0);
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Text size="sm">
        {reactions.length === 1 ? "1 step read." : `${reactions.length} steps read.`}{" "}
        {scheme.newAgents.length === 0
          ? "Every reagent and solvent is in the archive."
          : `${scheme.newAgents.length} ${scheme.newAgents.length === 1 ? "reagent or solvent is" : "reagents and solvents are"} new to the archive.`}
        {dropped > 0
          ? ` ${dropped} ${dropped === 1 ? "detail has" : "details have"} no place in a draft (named in ${dropped === 1 ? "its step" : "their steps"}).`
          : ""}
      </Text>
      {reactions.map((r) => (
        <StepPreview key={r.step} reaction={r} report={reports.get(r.step)} renamed={renamed} />
      ))}
      {scheme.newAgents.length > 0 && (
        <Notice title="New to the archive" colour="orange">
          <Text size="sm">
            Adding the steps creates these as new reagents and solvents, with the structure the file drew; an
            editor accepts them before they are public. Name each as the archive should list it:
          </Text>
          <Stack gap={6} mt={6}>
            {scheme.newAgents.map((a) => (
              <Group key={a.name} gap="sm" wrap="nowrap" align="center">
                {a.smiles && <Structure smiles={a.smiles} alt={a.name} small />}
                <TextInput
                  size="xs"
                  label={`New ${a.role}${a.formula ? ` (${a.formula})` : ""}`}
                  value={renamed(a.name)}
                  onChange={(e) => props.onRename(a.name, e.currentTarget.value)}
                  maxLength={200}
                  style={{ flex: 1 }}
                />
              </Group>
            ))}
          </Stack>
        </Notice>
      )}
    </Stack>
  );
}

function StepPreview(props: {
  reaction: ImportedReaction;
  report: ImportedStepReport | undefined;
  renamed: (name: string) => string;
}) {
  const { reaction: r, report } = props;
  const agents = report?.agents ?? [];
  const matched = agents.filter((a) => a.status === "matched").length;
  const fresh = agents.length - matched;
  const conditions = [
    r.temperature,
    r.time,
    formatAtmosphere(r.atmosphere),
    formatConcentration(r.concentration),
    r.neat ? "neat" : null,
  ].filter(Boolean);
  const outcome = [r.yield, ...r.selectivities.map(formatSelectivity)].filter(Boolean);
  return (
    <Paper withBorder p="sm" data-testid={`import-step-${r.step}`}>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text fw={700} size="sm">
            Step {r.step}
          </Text>
          <Text size="xs" c="dimmed">
            {matched} matched · {fresh} new · {report?.dropped.length ?? 0} left out
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap" align="center" style={{ overflowX: "auto" }}>
          <Chemicals list={r.substrates} />
          <Text aria-hidden size="xl">
            →
          </Text>
          <Chemicals list={r.products} />
        </Group>
        <AgentLine
          label="Reagents"
          agents={agents.filter((a) => a.role === "reagent")}
          reaction={r}
          renamed={props.renamed}
        />
        <AgentLine
          label="Solvents"
          agents={agents.filter((a) => a.role === "solvent")}
          reaction={r}
          renamed={props.renamed}
        />
        {conditions.length > 0 && <Text size="sm">Conditions: {conditions.join(", ")}</Text>}
        {outcome.length > 0 && <Text size="sm">Yield: {outcome.join(", ")}</Text>}
        {r.comment && (
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            Note: {r.comment}
          </Text>
        )}
        {report && report.dropped.length > 0 && (
          <Text size="sm" c="red">
            Left out: {report.dropped.map((d) => `${d.text}: ${d.reason}`).join("; ")}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function Chemicals({ list }: { list: readonly ImportedChemical[] }) {
  if (list.length === 0) return <Text size="sm">—</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      {list.map((c) => (
        // A step lists a structure once (a dimerisation is one substrate with a coefficient).
        <Stack key={`${c.smiles}-${c.name ?? ""}`} gap={2} align="center">
          <Structure smiles={c.smiles} alt={c.name ?? c.smiles} />
          <Text size="xs" ta="center" maw={180} style={{ wordBreak: "break-word" }}>
            {c.name ?? "No name"}
          </Text>
        </Stack>
      ))}
    </Group>
  );
}

const BY: Record<NonNullable<ImportedAgent["by"]>, string> = {
  name: "by name",
  structure: "by structure",
  formula: "by formula",
};

function AgentLine(props: {
  label: string;
  agents: readonly ImportedAgent[];
  reaction: ImportedReaction;
  renamed: (name: string) => string;
}) {
  if (props.agents.length === 0) return null;
  return (
    <Group gap={4} align="center">
      <Text size="sm">{props.label}:</Text>
      {props.agents.map((a) => {
        const use = props.reaction.reagents.find((g) => g.name === a.name);
        const amount = formatAmount(use?.amount);
        const stage = use && props.reaction.reagents.some((g) => g.stage > 1) ? `stage ${use.stage}` : null;
        const extra = [amount, stage].filter(Boolean).join(", ");
        const name = props.renamed(a.name);
        return (
          <Group key={`${a.role}-${a.name}`} gap={2} wrap="nowrap" align="center">
            {/* An agent the file drew is shown as drawn, so its structure can be checked too. */}
            {a.smiles && <Structure smiles={a.smiles} alt={`${name} as the file drew it`} small />}
            <Badge
              // The archive's spelling as it is: a badge's capitals would turn EtOH into ETOH.
              tt="none"
              variant={a.status === "new" ? "outline" : "light"}
              color={a.status === "new" ? "orange" : a.by === "formula" ? "yellow" : "blue"}
              title={
                a.status === "new"
                  ? `New to the archive (the file wrote ${a.written})`
                  : `In the archive, matched ${a.by ? BY[a.by] : ""} (the file wrote ${a.written})`
              }
            >
              {name}
              {extra ? ` (${extra})` : ""}
              {a.status === "new" ? " · new" : ""}
              {/* Only the formula agrees: an isomer would too, so the chemist is asked to look. */}
              {a.by === "formula" ? " · by formula, check" : ""}
            </Badge>
          </Group>
        );
      })}
    </Group>
  );
}

/**
 * Two drawings asked at a time: the server runs two structure calls per address and queues sixteen
 * more, so a forty-step preview asking for all of its drawings at once would be refused some.
 */
const AT_ONCE = 2;
let running = 0;
const waiting: (() => void)[] = [];
function queuedDrawing(smiles: string) {
  return new Promise<void>((start) => {
    waiting.push(start);
    next();
  }).then(() =>
    drawingOf(smiles).finally(() => {
      running--;
      next();
    }),
  );
}
function next() {
  while (running < AT_ONCE && waiting.length > 0) {
    running++;
    waiting.shift()?.();
  }
}

/** A structure drawn by the server as the editor draws it, stereochemistry included. */
function Structure(props: { smiles: string; alt: string; small?: boolean }) {
  const drawing = useDrawing(props.smiles, queuedDrawing);
  const max = props.small ? 60 : 140;
  if (drawing.status === "ready") {
    const scale = Math.min(1, max / Math.max(drawing.height ?? max, 1));
    return (
      <img
        src={svgDataUrl(drawing.svg)}
        alt={props.alt}
        width={drawing.width ? Math.round(drawing.width * scale) : undefined}
        height={drawing.height ? Math.round(drawing.height * scale) : undefined}
        style={{ maxWidth: props.small ? 120 : 260, height: "auto" }}
      />
    );
  }
  if (drawing.status === "loading") return <Loader size="xs" aria-label={`Drawing ${props.alt}`} />;
  return (
    <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }} maw={200}>
      {props.smiles}
    </Text>
  );
}

/** A titled note (not Mantine's Alert, which would add a chunk of its own). */
function Notice(props: { title: string; colour: "orange" | "gray"; children: ReactNode }) {
  return (
    <div
      role="note"
      aria-label={props.title}
      style={{
        padding: "var(--mantine-spacing-sm)",
        borderRadius: "var(--mantine-radius-sm)",
        background: `var(--mantine-color-${props.colour}-light)`,
      }}
    >
      <Text fw={700} size="sm">
        {props.title}
      </Text>
      <div>{props.children}</div>
    </div>
  );
}
