import type { DraftPart, DraftReaction } from "../../../../domain/editor/draft.ts";
import { selectedReactionId } from "../session.ts";
import { useSynthesis } from "../synthesis-context.tsx";

/** The reaction whose panel is open (with its part), or null. */
export function useSelectedReaction(): { reaction: DraftReaction; part: DraftPart } | null {
  const { session, draft } = useSynthesis();
  const id = selectedReactionId(session);
  for (const part of draft.parts) {
    const reaction = part.reactions.find((r) => r.id === id);
    if (reaction) return { reaction, part };
  }
  return null;
}

/** The selected part, or null. */
export function useSelectedPart(): DraftPart | null {
  const { session, draft } = useSynthesis();
  const id = session.history.present.selectedId;
  return draft.parts.find((p) => p.id === id) ?? null;
}
