import { Stack, Table, Text, Title, UnstyledButton } from "@mantine/core";
import { useId, useState } from "react";
import type { SampleSource } from "../../../domain/display-rules.ts";
import type { ReactionGroup } from "../../../domain/protecting-group-aggregation.ts";
import type { DisplayedReaction } from "./reaction-display.tsx";
import { SampleReaction } from "./sample-reaction.tsx";
import classes from "./scheme.module.css";

type Row = DisplayedReaction & { pivot: { type: string } };
const COLUMNS = ["Reagents", "Solvents", "Temperature", "Time", "Yield"] as const;
/** Same column widths in both tables, so they line up one under the other. */
const WIDTHS = ["32%", "20%", "16%", "16%", "16%"];
const orDash = (text: string | null) => text || "—";

/** One group: a summary row whose first cell toggles the row of its reactions below it. */
function GroupRows({ group, sources }: { group: ReactionGroup<Row>; sources: Record<number, SampleSource> }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const count = group.reactions.length;
  return (
    <>
      <Table.Tr>
        <Table.Td>
          <UnstyledButton
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
            aria-controls={detailsId}
            style={{ display: "inline-flex", gap: 6, alignItems: "baseline", textAlign: "left" }}
          >
            <span
              aria-hidden="true"
              style={{ display: "inline-block", transform: open ? "rotate(90deg)" : "none" }}
            >
              ▸
            </span>
            <span>
              {group.reagents.join(", ") || "No reagent"}{" "}
              <Text span size="xs" c="dimmed">
                ({count} {count === 1 ? "reaction" : "reactions"})
              </Text>
            </span>
          </UnstyledButton>
        </Table.Td>
        <Table.Td>{orDash(group.solvents.join(", "))}</Table.Td>
        <Table.Td>{orDash(group.temperature)}</Table.Td>
        <Table.Td className={classes.nowrap}>{orDash(group.time)}</Table.Td>
        <Table.Td className={classes.nowrap}>{orDash(group.yield)}</Table.Td>
      </Table.Tr>
      <Table.Tr id={detailsId} hidden={!open}>
        <Table.Td colSpan={COLUMNS.length}>
          <Stack gap="lg" py="xs" className={classes.details}>
            {group.reactions.map((reaction) => (
              <SampleReaction
                key={reaction.id}
                reaction={reaction}
                source={sources[reaction.part.synthesis.id]}
              />
            ))}
          </Stack>
        </Table.Td>
      </Table.Tr>
    </>
  );
}

/**
 * A 'Protection :' or 'Deprotection :' table (docs/product/pages.md §2.6.2): one row per group of
 * reactions with the same reagents and solvents; each row expands to its reactions.
 */
export function ProtectingGroupTable({
  title,
  groups,
  sources,
}: {
  title: string;
  groups: ReactionGroup<Row>[];
  sources: Record<number, SampleSource>;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        {title}
      </Title>
      {groups.length === 0 ? (
        <Text c="dimmed">No reaction recorded yet.</Text>
      ) : (
        <div style={{ overflowX: "auto" }}>
          <Table verticalSpacing="xs" layout="fixed" miw="36rem" aria-labelledby={headingId}>
            <colgroup>
              {WIDTHS.map((width, i) => (
                <col key={COLUMNS[i]} style={{ width }} />
              ))}
            </colgroup>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((c) => (
                  <Table.Th key={c} scope="col">
                    {c}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {groups.map((group) => (
                <GroupRows key={group.key} group={group} sources={sources} />
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </section>
  );
}
