import type { ImageInventoryRepository } from "../../db/repositories/image-inventory.ts";

/** Where a stored image can come from again: drawn from SMILES, or copied from a private upload. */
export type ImageSource =
  | { kind: "molecule"; smiles: string }
  | { kind: "reaction"; smiles: string }
  | { kind: "upload"; upload: string }
  | { kind: "none" };

const UPLOAD_PNG = /^(upload-[0-9a-f]{24})\.png$/;

/**
 * Every image file the rows name (`folder/name` under STORAGE_DIR), with what it can be made from
 * again. Molecules, substrates, products, named-reaction schemes and mechanisms and protecting-group
 * structures drawn by RDKit keep their SMILES; copies of uploads keep the upload's name. Drawn
 * special reagents store no SMILES, so they cannot be drawn again (`none`).
 */
export async function namedImages(inventory: ImageInventoryRepository): Promise<Map<string, ImageSource>> {
  const named = new Map<string, ImageSource>();
  const fromFile = (path: string, name: string, drawn: ImageSource | null) => {
    const upload = UPLOAD_PNG.exec(name);
    named.set(path, drawn ?? (upload ? { kind: "upload", upload: upload[1] as string } : { kind: "none" }));
  };
  const { molecules, chemicals, specials, namedReactions, protectingGroups } = await inventory.imageRows();
  for (const m of molecules) {
    if (!m.structure || !m.extension) continue;
    const drawn =
      m.extension === "svg" && m.smiles ? ({ kind: "molecule", smiles: m.smiles } as const) : null;
    named.set(`molecules/${m.structure}.${m.extension}`, drawn ?? { kind: "none" });
  }
  for (const c of chemicals) {
    if (!c.filename) continue;
    const name = `${c.filename}.${c.extension}`;
    const drawn =
      c.extension === "svg" && c.smiles ? ({ kind: "molecule", smiles: c.smiles } as const) : null;
    fromFile(`syntheses/${c.synthesis_id}/${name}`, name, drawn);
  }
  for (const r of specials) {
    if (r.special_reagent) fromFile(`special-reagents/${r.special_reagent}`, r.special_reagent, null);
  }
  for (const n of namedReactions) {
    if (n.scheme_filename && n.scheme_extension) {
      const name = `${n.scheme_filename}.${n.scheme_extension}`;
      const drawn =
        n.scheme_extension === "svg" && n.scheme_smiles
          ? ({ kind: "reaction", smiles: n.scheme_smiles } as const)
          : null;
      fromFile(`named-reactions/${name}`, name, drawn);
    }
    if (n.mechanism_filename && n.mechanism_extension) {
      const name = `${n.mechanism_filename}.${n.mechanism_extension}`;
      const drawn =
        n.mechanism_extension === "svg" && n.mechanism_smiles
          ? ({ kind: "reaction", smiles: n.mechanism_smiles } as const)
          : null;
      fromFile(`mechanisms/${name}`, name, drawn);
    }
  }
  for (const g of protectingGroups) {
    const name = `${g.structure_filename ?? `${g.url}-structure`}.${g.structure_extension}`;
    const drawn =
      g.structure_extension === "svg" && g.smiles ? ({ kind: "molecule", smiles: g.smiles } as const) : null;
    fromFile(`protecting-groups/${name}`, name, drawn);
  }
  return named;
}

/**
 * Every picture file the reference history names (`folder/name`): the schemes and mechanisms of
 * named reactions and the structure drawings of protecting groups in the entries' before and after
 * snapshots. A replaced or deleted item's pictures are kept for a restore of its entry (the
 * history-restore commands), so a backup copies these too. Their names are derived from their
 * content, so a file of this list never changes. Some are also named by the rows; the others live
 * only in `named-reactions/`, `mechanisms/` and `protecting-groups/`, which the start's repair
 * neither draws again nor removes (it works from `namedImages` and removes only synthesis and
 * molecule files).
 * Entries recorded before snapshots named pictures name none.
 */
export async function historyImages(inventory: ImageInventoryRepository): Promise<Set<string>> {
  const kept = new Set<string>();
  const rows = await inventory.historyPictureEntries();
  const pictures = [
    ["named_reaction", "named-reactions", "scheme_filename", "scheme_extension"],
    ["named_reaction", "mechanisms", "mechanism_filename", "mechanism_extension"],
    ["protecting_group", "protecting-groups", "structure_filename", "structure_extension"],
  ] as const;
  for (const row of rows) {
    for (const json of [row.before_json, row.after_json]) {
      const snapshot = parseSnapshot(json);
      if (!snapshot) continue;
      for (const [kind, folder, name, extension] of pictures) {
        if (row.kind !== kind) continue;
        const base = snapshot[name];
        const ext = snapshot[extension];
        // As a history restore reads it (its `fileOf`): no extension recorded means PNG.
        if (typeof base === "string" && base !== "" && !base.includes("/")) {
          kept.add(`${folder}/${base}.${typeof ext === "string" && ext !== "" ? ext : "png"}`);
        }
      }
    }
  }
  return kept;
}

function parseSnapshot(json: string | null): Record<string, unknown> | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The synthesis a file of `syntheses/{id}/…` or a drawn `special-reagents/{id}-…-sr.…` belongs to. */
export function owningSynthesis(path: string): number | null {
  const own =
    /^syntheses\/(\d+)\/[^/]+$/.exec(path) ?? /^special-reagents\/(\d+)-\d+-\d+-sr\.[a-z]+$/.exec(path);
  return own ? Number(own[1]) : null;
}
