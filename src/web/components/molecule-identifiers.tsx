import type { MoleculeIdentifiers } from "../../domain/views.ts";

const code = { fontSize: "0.85em", overflowWrap: "anywhere" } as const;

/**
 * A molecule's InChIKey as selectable text, and its InChI (often hundreds of characters) folded
 * under it in a native disclosure: no script, and the page keeps its length. Nothing without a key.
 */
export function InchiIdentifiers({ inchi, inchiKey }: MoleculeIdentifiers) {
  if (!inchiKey) return null;
  return (
    <>
      <code style={code} translate="no" data-testid="inchikey">
        {inchiKey}
      </code>
      {inchi && (
        <details>
          <summary>InChI</summary>
          <code style={code} translate="no" data-testid="inchi">
            {inchi}
          </code>
        </details>
      )}
    </>
  );
}
