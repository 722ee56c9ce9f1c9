import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { LINK_HEADLINES, type LinkState } from "../lib/link-state.ts";
import { LinkPageCard } from "./link-page-card.tsx";

/**
 * The card of an e-mailed link's page while its link is checked, or once it is refused: the page's
 * title, then 'Checking the link…', or the refusal's headline and the next step
 * (docs/product/texts.md). A used, expired or broken link says so before anything is typed.
 */
export function LinkRefusedCard(props: {
  title: string;
  link: Exclude<LinkState, "usable">;
  /** The next step after a used link (sign in). */
  used: ReactNode;
  /** How long such a link works, said of an expired one. */
  lifetime: string;
  /** How to get a new link, after an expired or broken link's note. */
  newLink: ReactNode;
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
          {props.link === "used" ? (
            <Text>{props.used}</Text>
          ) : (
            <Text>
              {props.link === "expired" ? props.lifetime : "Open the link from the e-mail again, in full."}{" "}
              {props.newLink}
            </Text>
          )}
        </>
      )}
    </LinkPageCard>
  );
}
