import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { LINK_HEADLINES, type LinkState } from "../lib/link-state.ts";
import { LinkPageCard } from "./link-page-card.tsx";

/**
 * The card of an e-mailed link's page while its link is checked, or once it is refused: the page's
 * title, then 'Checking the link…', or the refusal's headline and the page's next step
 * (docs/product/texts.md). A used, expired or broken link says so before anything is typed.
 */
export function LinkRefusedCard(props: {
  title: string;
  link: Exclude<LinkState, "usable">;
  /** What to do now (sign in, ask for a new link), for a refused link. */
  nextStep: ReactNode;
}) {
  return (
    <LinkPageCard title={props.title}>
      {props.link === "checking" ? (
        <Text c="dimmed">Checking the link…</Text>
      ) : (
        <>
          <Text role="alert" fw={600}>
            {LINK_HEADLINES[props.link]}
          </Text>
          {props.nextStep}
        </>
      )}
    </LinkPageCard>
  );
}
