import { Badge, Group, List, Stack, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import type { ImportedReaction, ImportedScheme } from "../../../domain/import/imported-scheme.ts";

/**
 * What an import read from a file, before it is added to a draft (docs/product/editor.md §8.28): one
 * row per step with its substrates, products, reagents, solvents and conditions; names the archive
 * does not know are marked, and agents drawn without a name that match nothing are listed apart.
 */
export function ImportPreview({ scheme }: { scheme: ImportedScheme }) {
  const reactions = scheme.parts.flatMap((p) => p.reactions);
  const unknownReagents = new Set(scheme.unknown.reagents);
  const unknownSolvents = new Set(scheme.unknown.solvents);
  const chemicals = (list: ImportedReaction["substrates"]) =>
    list.map((c) => c.name ?? c.smiles).join(" + ") || "—";
  const names = (list: string[], unknown: Set<string>) =>
    list.length === 0 ? (
      "—"
    ) : (
      <Group gap={4}>
        {list.map((name) => (
          <Badge
            key={name}
            variant={unknown.has(name) ? "outline" : "light"}
            color={unknown.has(name) ? "orange" : "blue"}
            title={unknown.has(name) ? "Not in the archive yet" : undefined}
          >
            {name}
            {unknown.has(name) ? " (new)" : ""}
          </Badge>
        ))}
      </Group>
    );
  return (
    <Stack gap="sm" data-testid="import-preview">
      <Text size="sm">
        {reactions.length === 1 ? "1 step read" : `${reactions.length} steps read`} from the file.
      </Text>
      <Table.ScrollContainer minWidth={600}>
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Step</Table.Th>
              <Table.Th>Substrates</Table.Th>
              <Table.Th>Products</Table.Th>
              <Table.Th>Reagents</Table.Th>
              <Table.Th>Solvents</Table.Th>
              <Table.Th>Conditions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {reactions.map((r) => (
              <Table.Tr key={r.step}>
                <Table.Td>{r.step}</Table.Td>
                <Table.Td style={{ wordBreak: "break-all" }}>{chemicals(r.substrates)}</Table.Td>
                <Table.Td style={{ wordBreak: "break-all" }}>{chemicals(r.products)}</Table.Td>
                <Table.Td>
                  {names(
                    r.reagents.map((g) => g.name),
                    unknownReagents,
                  )}
                </Table.Td>
                <Table.Td>{names(r.solvents, unknownSolvents)}</Table.Td>
                <Table.Td>{[r.temperature, r.time, r.yield].filter(Boolean).join(", ") || "—"}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(unknownReagents.size > 0 || unknownSolvents.size > 0) && (
        <Notice title="Not in the archive yet" colour="orange">
          {[...unknownReagents, ...unknownSolvents].join(", ")}: they are added to the steps by name; add each
          to the archive's reagents or solvents before submitting.
        </Notice>
      )}
      {scheme.unmatched.length > 0 && (
        <Notice title="Agents without a name" colour="gray">
          These structures above the arrow match no reagent or solvent and are left out; add them by name:
          <List size="sm">
            {scheme.unmatched.map((u) => (
              <List.Item key={`${u.step}-${u.smiles}`}>
                Step {u.step}: {u.formula} ({u.smiles})
              </List.Item>
            ))}
          </List>
        </Notice>
      )}
    </Stack>
  );
}

/** A titled note (not Mantine's Alert: shared with the editor, it became a chunk of the sign-in page). */
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
      <Text size="sm" component="div">
        {props.children}
      </Text>
    </div>
  );
}
