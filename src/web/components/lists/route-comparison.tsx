import { Anchor, Text, Title, UnstyledButton } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { type RouteComparisonRow, type RouteSortKey, sortRoutes } from "../../../domain/route-comparison.ts";
import {
  formatPercent,
  STEP_COLUMNS_RULE,
  stepCountCell,
  yieldsRecorded,
} from "../../../domain/route-texts.ts";
import classes from "./route-comparison.module.css";

const COLUMNS: { key: RouteSortKey; label: string }[] = [
  { key: "year", label: "Year" },
  { key: "investigator", label: "Principal investigator" },
  { key: "type", label: "Type" },
  { key: "steps", label: "Steps" },
  { key: "longest_linear_sequence", label: "Longest linear sequence" },
  { key: "overall_yield", label: "Overall yield" },
  { key: "named_reactions", label: "Named reactions" },
  { key: "protecting_group_steps", label: "Protecting-group steps" },
];

const yieldText = (row: RouteComparisonRow) =>
  row.overall_yield === null
    ? yieldsRecorded(row.yields_recorded, row.longest_linear_sequence)
    : formatPercent(row.overall_yield);

/**
 * The routes to one target side by side (docs/product/pages.md §2.7.4). Rendered in year order on
 * the server; each column heading sorts the rows, a second click the other way. A plain table:
 * Mantine's Table brings its scroll area, some 20 KB of script, to a page that needs none of it.
 * Narrower than the table, it scrolls sideways under a cue, its first column (the year, the link to
 * the route) kept in view.
 */
export function RouteComparison({ rows }: { rows: readonly RouteComparisonRow[] }) {
  const [sort, setSort] = useState<{ key: RouteSortKey; descending: boolean }>({
    key: "year",
    descending: false,
  });
  const sorted = sortRoutes(rows, sort.key, sort.descending);
  return (
    <section aria-labelledby="route-comparison" className={classes.section}>
      <Title order={2} size="h3" id="route-comparison" mb="xs">
        Routes compared
      </Title>
      {/* Shown only while the table is wider than its box (a container query): the phone's cue. */}
      <p className={classes.cue} aria-hidden="true">
        Scroll sideways for all {COLUMNS.length} columns →
      </p>
      <div className={classes.scroll}>
        <table className={classes.table}>
          <thead>
            <tr>
              {COLUMNS.map((column) => {
                const active = sort.key === column.key;
                return (
                  <th
                    key={column.key}
                    aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"}
                  >
                    <UnstyledButton
                      fw={600}
                      fz="sm"
                      onClick={() =>
                        setSort({ key: column.key, descending: active ? !sort.descending : false })
                      }
                    >
                      {column.label}
                      {active && <span aria-hidden="true">{sort.descending ? " ▾" : " ▴"}</span>}
                    </UnstyledButton>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {sorted.map((row) => (
              <tr key={row.id}>
                <td>
                  <Anchor component={Link} to={`/syn/${row.id}`} inherit>
                    {row.year}
                  </Anchor>
                </td>
                <td>{row.investigator}</td>
                <td>{row.type}</td>
                <td>{stepCountCell(row.steps, row.earlier_route_steps)}</td>
                <td>{stepCountCell(row.longest_linear_sequence, row.longest_linear_earlier)}</td>
                <td>{yieldText(row)}</td>
                <td>
                  {row.named_reactions.length === 0
                    ? "—"
                    : row.named_reactions.map((n, i) => (
                        <span key={n.url}>
                          {i > 0 && ", "}
                          <Anchor component={Link} to={`/named-reactions/${n.url}`} inherit>
                            {n.name}
                          </Anchor>
                        </span>
                      ))}
                </td>
                <td>{row.protecting_group_steps}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Text size="xs" c="dimmed" mt={4}>
        {STEP_COLUMNS_RULE}
      </Text>
    </section>
  );
}
