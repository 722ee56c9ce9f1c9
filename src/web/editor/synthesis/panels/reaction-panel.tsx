import { Button, Checkbox, CloseButton, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { Fragment, useState } from "react";
import { copyReaction, cutReaction } from "../../../../domain/editor/clipboard.ts";
import { setReactionText } from "../../../../domain/editor/condition-actions.ts";
import { clearSpecialReagent, setHasSpecialReagent } from "../../../../domain/editor/details-actions.ts";
import type { DraftChemical, DraftReaction } from "../../../../domain/editor/draft.ts";
import {
  addNamedReaction,
  addProtectingGroupLink,
  removeNamedReaction,
  removeProtectingGroupLink,
} from "../../../../domain/editor/reagent-actions.ts";
import { deleteReaction, moveReaction, renameChemical } from "../../../../domain/editor/structure-actions.ts";
import { createNamedReaction } from "../../../api-client/lookups.ts";
import { attempt, useEditor } from "../../editor-context.tsx";
import type { NamedReaction, ProtectingGroup } from "../../state/editor-data.ts";
import { filterNamed } from "../../state/lookup-rows.ts";
import { stepNoteId } from "../reaction-card.tsx";
import { useSynthesis } from "../synthesis-context.tsx";
import { ChoiceGroup } from "./choice-group.tsx";
import { DraftField } from "./draft-field.tsx";
import { PickList } from "./pick-list.tsx";
import { SubstrateCoefficient } from "./record-fields.tsx";
import { useSelectedReaction } from "./selected.ts";

/**
 * Reaction details: 'Reaction has special reagent', the names of its structures, its named reactions
 * (add from the list, or "Add '{name}'" to the archive when none has that name), the protecting groups it puts on or
 * takes off, the step's note ('Note on this step', its `comment`), and the reaction's own actions (move, cut, copy, delete).
 */
export function ReactionPanel() {
  const selected = useSelectedReaction();
  if (!selected) return null;
  return (
    <ReactionForm
      key={selected.reaction.id}
      reaction={selected.reaction}
      reactionCount={selected.part.reactions.length}
      index={selected.part.reactions.findIndex((r) => r.id === selected.reaction.id)}
    />
  );
}

function ReactionForm({
  reaction,
  index,
  reactionCount,
}: {
  reaction: DraftReaction;
  index: number;
  reactionCount: number;
}) {
  const { run, editStructure } = useSynthesis();
  return (
    <Stack>
      <Title order={2} size="h4">
        Reaction, step {reaction.step}
      </Title>
      <Checkbox
        label="Reaction has special reagent"
        checked={reaction.hasSpecialReagent}
        onChange={(e) => run(setHasSpecialReagent, { reactionId: reaction.id, on: e.currentTarget.checked })}
      />
      {reaction.hasSpecialReagent && (
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => editStructure({ kind: "special", reactionId: reaction.id })}
          >
            {reaction.special_reagent ? "Change special reagent" : "Draw special reagent"}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={!reaction.special_reagent}
            onClick={() => run(clearSpecialReagent, { reactionId: reaction.id })}
          >
            Clear image
          </Button>
        </Group>
      )}
      <StructureNames reaction={reaction} />
      <Divider />
      <NamedReactions reaction={reaction} />
      <Divider />
      <ProtectingGroups reaction={reaction} />
      <Divider />
      <DraftField
        id={stepNoteId(reaction.id)}
        label="Note on this step"
        description="Shown in italics under the step on the public page."
        multiline
        placeholder="e.g. performed on 20 g scale; the crude aldehyde was used directly."
        value={reaction.comment}
        onCommit={(text) => run(setReactionText, { reactionId: reaction.id, field: "comment", text })}
      />
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="default"
          disabled={index <= 0}
          onClick={() => run(moveReaction, { reactionId: reaction.id, toIndex: index - 1 })}
        >
          Move up
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          disabled={index >= reactionCount - 1}
          onClick={() => run(moveReaction, { reactionId: reaction.id, toIndex: index + 1 })}
        >
          Move down
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => run(cutReaction, { reactionId: reaction.id })}
        >
          Cut
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => run(copyReaction, { reactionId: reaction.id })}
        >
          Copy
        </Button>
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          onClick={() => run(deleteReaction, { reactionId: reaction.id })}
        >
          Delete reaction
        </Button>
      </Group>
    </Stack>
  );
}

/** The names written under the structures (optional; a name also ties a product to the next step's substrate). */
function StructureNames({ reaction }: { reaction: DraftReaction }) {
  const { run } = useSynthesis();
  const rows: { chemical: DraftChemical; label: string }[] = [
    ...reaction.substrates.map((c, i) => ({ chemical: c, label: `Substrate ${i + 1}` })),
    ...reaction.products.map((c, i) => ({ chemical: c, label: `Product ${i + 1}` })),
  ];
  if (rows.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Structure names
      </Text>
      {rows.map(({ chemical, label }) => (
        <Fragment key={chemical.id}>
          <DraftField
            label={`${label} name`}
            value={chemical.name}
            placeholder="e.g. (+)-12"
            onCommit={(name) => run(renameChemical, { chemicalId: chemical.id, name })}
          />
          {label.startsWith("Substrate") && (
            <SubstrateCoefficient reaction={reaction} chemical={chemical} label={label} />
          )}
        </Fragment>
      ))}
    </Stack>
  );
}

function NamedReactions({ reaction }: { reaction: DraftReaction }) {
  const { run } = useSynthesis();
  const { state, dispatch, notify } = useEditor();
  const byUrl = new Map(state.namedReactions.map((n) => [n.url, n]));
  async function create(name: string) {
    const done = await attempt(notify, () => createNamedReaction({ name: name.trim() }));
    if (!done.ok) return;
    dispatch({ type: "namedReactionSaved", namedReaction: done.value });
    run(addNamedReaction, { reactionId: reaction.id, url: done.value.url });
  }
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Named reactions
      </Text>
      {reaction.named_reactions.length === 0 ? (
        <Text size="sm" c="dimmed">
          No named reaction attached.
        </Text>
      ) : (
        reaction.named_reactions.map((url) => (
          <Group key={url} gap={4} wrap="nowrap">
            <Text size="sm" style={{ flex: 1 }}>
              {byUrl.get(url)?.name ?? url}
            </Text>
            <CloseButton
              size="sm"
              aria-label={`Remove ${byUrl.get(url)?.name ?? url}`}
              onClick={() => run(removeNamedReaction, { reactionId: reaction.id, url })}
            />
          </Group>
        ))
      )}
      <PickList<NamedReaction>
        label="Named reactions to add"
        items={state.namedReactions.filter((n) => n.name.trim() !== "")}
        filter={filterNamed}
        getKey={(n) => n.id}
        rowLabel={(n) => n.name}
        plainLabel={(n) => n.name}
        onAdd={(n) => run(addNamedReaction, { reactionId: reaction.id, url: n.url })}
        onCreate={(typed) => void create(typed)}
      />
    </Stack>
  );
}

function ProtectingGroups({ reaction }: { reaction: DraftReaction }) {
  const { run } = useSynthesis();
  const { state } = useEditor();
  const [type, setType] = useState<"protection" | "deprotection">("protection");
  const byUrl = new Map(state.protectingGroups.map((p) => [p.url, p]));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600}>
        Protecting groups
      </Text>
      {reaction.protecting_groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          This reaction puts on or takes off no protecting group.
        </Text>
      ) : (
        reaction.protecting_groups.map((link) => {
          const name = byUrl.get(link.url)?.name ?? link.url;
          return (
            <Group key={`${link.url}-${link.type}`} gap={4} wrap="nowrap">
              <Text size="sm" style={{ flex: 1 }}>
                {link.type === "protection" ? "Protection" : "Deprotection"}: {name}
              </Text>
              <CloseButton
                size="sm"
                aria-label={`Remove ${link.type} of ${name}`}
                onClick={() => run(removeProtectingGroupLink, { reactionId: reaction.id, link })}
              />
            </Group>
          );
        })
      )}
      <ChoiceGroup
        label="Link as"
        value={type}
        onChange={setType}
        options={[
          { value: "protection", label: "Protection" },
          { value: "deprotection", label: "Deprotection" },
        ]}
      />
      <PickList<ProtectingGroup>
        label="Protecting groups to add"
        items={state.protectingGroups.filter((p) => p.name.trim() !== "")}
        filter={filterNamed}
        getKey={(p) => p.id}
        rowLabel={(p) => `${p.name} (${p.protected})`}
        plainLabel={(p) => p.name}
        onAdd={(p) => run(addProtectingGroupLink, { reactionId: reaction.id, link: { url: p.url, type } })}
      />
    </Stack>
  );
}
