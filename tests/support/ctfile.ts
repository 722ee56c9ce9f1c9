/**
 * Test-side readers of the exports' CTfile formats (SD file, RDfile), written from the format's
 * description, not from the server's writers, so a test reads a dump as another tool would.
 */

export interface SdRecord {
  molblock: string;
  fields: Record<string, string>;
}

/** Splits an SD file into records: the molblock up to its `M  END` line, then `> <NAME>` items. */
export function readSdFile(text: string): SdRecord[] {
  const records = text.split(/^\$\$\$\$\r?\n?/m).filter((r) => r.trim() !== "");
  return records.map((record) => {
    const end = record.search(/^M {2}END\s*$/m);
    const molblock = record.slice(0, end + "M  END".length);
    const fields: Record<string, string> = {};
    const parts = record.slice(end + 6).split(/^> +<([^>]+)>.*$/m);
    for (let i = 1; i < parts.length; i += 2) {
      fields[parts[i] as string] = (parts[i + 1] ?? "").replace(/^\r?\n/, "").replace(/\s+$/, "");
    }
    return { molblock: `${molblock}\n`, fields };
  });
}

export interface RdRecord {
  /** The RXN block's name line. */
  name: string;
  comment: string;
  reactants: string[];
  products: string[];
  data: Record<string, string>;
}

/** Reads an RDfile: its header lines and each `$RFMT` record's RXN block and `$DTYPE`/`$DATUM` pairs. */
export function readRdFile(text: string): { header: string[]; records: RdRecord[] } {
  const [head = "", ...chunks] = text.split(/^\$RFMT.*\r?\n/m);
  return {
    header: head.split(/\r?\n/).filter(Boolean),
    records: chunks.map((chunk) => {
      const dataAt = chunk.search(/^\$DTYPE/m);
      const rxn = dataAt === -1 ? chunk : chunk.slice(0, dataAt);
      const lines = rxn.split(/\r?\n/);
      if (lines[0] !== "$RXN") throw new Error(`A record does not start with $RXN: ${lines[0]}`);
      const counts = lines[4] ?? "";
      const nReactants = Number(counts.slice(0, 3));
      const nProducts = Number(counts.slice(3, 6));
      const mols = rxn
        .split(/^\$MOL\r?\n/m)
        .slice(1)
        .map((m) => m.replace(/\s+$/, "\n"));
      if (mols.length !== nReactants + nProducts) throw new Error(`Counts ${counts} but ${mols.length} $MOL`);
      const data: Record<string, string> = {};
      if (dataAt !== -1) {
        const pairs = chunk
          .slice(dataAt)
          .split(/^\$DTYPE /m)
          .slice(1);
        for (const pair of pairs) {
          const match = /^(.*)\r?\n\$DATUM (.*)/.exec(pair);
          if (!match) throw new Error(`A $DTYPE without its $DATUM: ${pair}`);
          data[match[1] as string] = match[2] as string;
        }
      }
      return {
        name: lines[1] ?? "",
        comment: lines[3] ?? "",
        reactants: mols.slice(0, nReactants),
        products: mols.slice(nReactants),
        data,
      };
    }),
  };
}
