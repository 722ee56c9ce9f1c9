import { describe, expect, it } from "vitest";
import type { SynthesisDocument } from "../synthesis-document.ts";
import { LICENSE_URL } from "./export-meta.ts";
import { jsonlLine, jsonlMetaLine, synthesisJson, synthesisRecord } from "./jsonl.ts";

const meta = { revision: 12, modified: "2026-01-02T03:04:05Z", origin: "https://example.org" };
const document = { molecule: { name: "A\nB", smiles: "CCO" } } as unknown as SynthesisDocument;

describe("JSON Lines", () => {
  it("starts with one @meta line naming the licence and revision", () => {
    const line = jsonlMetaLine(meta);
    expect(line.endsWith("\n")).toBe(true);
    expect(JSON.parse(line)).toEqual({
      "@meta": {
        dataset: "Synthesis Archive",
        creator: "Synthesis Archive contributors",
        license: LICENSE_URL,
        license_name: "CC BY 4.0",
        revision: 12,
        modified: "2026-01-02T03:04:05Z",
        source: "https://example.org",
      },
    });
  });

  it("writes a synthesis on exactly one line, its page's url with it", () => {
    const record = synthesisRecord({ id: 7, version: 3, document }, meta.origin);
    const line = jsonlLine(record);
    expect(line.split("\n")).toEqual([expect.any(String), ""]);
    expect(JSON.parse(line)).toEqual({ id: 7, url: "https://example.org/syn/7", version: 3, document });
    expect(synthesisJson(record, meta)["@meta"].license).toBe(LICENSE_URL);
  });
});
