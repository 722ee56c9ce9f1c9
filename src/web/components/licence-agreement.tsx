import { Text } from "@mantine/core";
import { DATA_LICENCE_URL } from "../../domain/data-licence.ts";

/**
 * What a contributor agrees to by submitting (docs/decisions/exports/0083-citations-the-data-page-and-the-data-licence.md "Citations, the /data page and the
 * data licence"): the synthesis's data is shared under CC BY 4.0. Shown at Contribute step 4 and
 * beside the editor's review of a draft not yet submitted.
 */
export function LicenceAgreement() {
  return (
    <Text size="sm" data-testid="licence-agreement">
      By submitting, you agree that the data of this synthesis (its structures, reactions, conditions and
      references) is shared under the{" "}
      {/* A plain link: Mantine's Anchor would add a chunk to the Contribute page for one link. */}
      <a
        href={DATA_LICENCE_URL}
        target="_blank"
        rel="license noopener"
        style={{ color: "var(--mantine-color-anchor)" }}
      >
        Creative Commons Attribution 4.0 licence (CC BY 4.0)
      </a>
      , credited to the archive's contributors. The publications it summarises stay their authors'.
    </Text>
  );
}
