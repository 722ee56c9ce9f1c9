import { draftFromDocument } from "../../src/domain/editor/draft.ts";
import type { DraftLookups } from "../../src/domain/editor/draft-storage.ts";
import { storeDraft } from "../../src/domain/editor/stored-draft.ts";
import type { SynthesisDocument } from "../../src/domain/synthesis-document.ts";
import { makePng } from "./png.ts";
import type { SignedIn } from "./signed-in.ts";

type Request = (path: string, init?: RequestInit) => Promise<Response>;

/**
 * An editor's writes through the real API and commands, one call each: lookup items, drafts of new
 * syntheses, revision drafts and publishing. Used by the backup and kill-drill tests.
 */
export async function editorWrites(request: Request, editor: SignedIn) {
  const send = async (method: string, path: string, body?: unknown, contentType = "application/json") => {
    const res = await request(path, {
      method,
      headers: { "Content-Type": contentType, ...editor.headers },
      ...(body === undefined
        ? {}
        : { body: body instanceof Uint8Array ? (body as Uint8Array<ArrayBuffer>) : JSON.stringify(body) }),
    });
    const text = await res.text();
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const get = async <T>(path: string): Promise<T> => {
    const res = await request(path, { headers: editor.cookieOnly });
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const lookups = async (): Promise<DraftLookups> => ({
    reagents: await get("/api/reagents"),
    solvents: await get("/api/solvents"),
    namedReactions: await get("/api/named-reactions"),
    molecules: await get("/api/molecules"),
    authors: await get("/api/authors"),
    protectingGroups: await get("/api/protecting-groups"),
  });
  const readDocument = (id: number) =>
    get<{ id: number; version: number; document: SynthesisDocument }>(`/api/syntheses/${id}/document`);

  // A demo synthesis without special reagents, so its document round-trips exactly.
  const ids = (await get<{ id: number }[]>("/api/syntheses")).map((s) => s.id).sort((a, b) => a - b);
  let source: { id: number; document: SynthesisDocument } | undefined;
  for (const id of ids) {
    const { document } = await readDocument(id);
    const reactions = document.parts.flatMap((p) => p.reactions);
    const drawn = reactions.flatMap((r) => [...r.substrates, ...r.products]).filter((c) => c.smiles);
    if (reactions.length >= 2 && drawn.length >= 2 && reactions.every((r) => !r.special_reagent)) {
      source = { id, document };
      break;
    }
  }
  if (!source) throw new Error("no demo synthesis fits");
  const revised = source.id;
  let counter = 0;

  return {
    revised,
    /** A new solvent; answers its id. */
    async createSolvent(name: string) {
      return (await send("POST", "/api/solvents", { name })).id as number;
    },
    async renameSolvent(id: number, name: string) {
      await send("PUT", `/api/solvents/${id}`, { name });
    },
    /** A PNG upload (private until a draft that names it is published). */
    async upload(label: string) {
      return (await send("POST", "/api/uploads", new Uint8Array(makePng(10, 6, label)), "image/png"))
        .filename as string;
    },
    /** A draft of a new synthesis: the demo route with a changed comment (and an uploaded product). */
    async draftNew(upload?: string) {
      counter++;
      const doc = structuredClone(source.document);
      doc.comment = `Published during a test (${counter})`;
      const first = doc.parts[0]?.reactions[0];
      if (upload && first) {
        first.products = [{ name: "Uploaded product", smiles: null, filename: upload, extension: "png" }];
      }
      const stored = storeDraft(draftFromDocument(doc), await lookups());
      return (
        await send("POST", "/api/unpublishedSyntheses", { display_name: "A test", synthesis_json: stored })
      ).id as number;
    },
    /** A revision draft of the chosen demo synthesis whose first substrate gets a new structure. */
    async draftRevision() {
      counter++;
      const read = await readDocument(revised);
      const doc = structuredClone(read.document);
      const reaction = doc.parts[0]?.reactions[0];
      if (!reaction) throw new Error("no reaction");
      reaction.comment = `Revised during a test (${counter})`;
      const at = Math.max(
        reaction.substrates.findIndex((c) => c.smiles),
        0,
      );
      reaction.substrates[at] = {
        name: `Substrate ${counter}`,
        smiles: `${"C".repeat(3 + (counter % 9))}O`,
        coefficient: null,
      };
      const stored = storeDraft(draftFromDocument(doc), await lookups());
      return (
        await send("POST", "/api/unpublishedSyntheses", {
          display_name: "A revision",
          synthesis_json: stored,
          synthesis_id: revised,
          base_version: read.version,
        })
      ).id as number;
    },
    async publish(draftId: number) {
      return (await send("POST", `/api/unpublishedSyntheses/${draftId}/publish`, { reason: "test" }))
        .id as number;
    },
  };
}
