import { parentPort } from "node:worker_threads";
import { renderMoleculeSvg } from "./depict.ts";
import { getRdkit } from "./rdkit.ts";
import { isExpectedError, toWire } from "./rdkit-errors.ts";
import { runOperation, setTable, type TableMessage, warmUpMatching } from "./rdkit-ops.ts";

/**
 * One structure worker (rdkit-pool.ts): a thread with an RDKit of its own, running one operation at
 * a time. Run by Node directly, type stripping included, like the rest of the server.
 */
export type WorkerRequest =
  | { type: "table"; table: TableMessage }
  | { type: "call"; id: number; op: string; args: unknown[] };

export type WorkerReply =
  | { type: "ready"; version: string }
  | { type: "result"; id: number; ok: true; value: unknown }
  | { type: "result"; id: number; ok: false; error: ReturnType<typeof toWire>; fatal: boolean };

const port = parentPort;
if (!port) throw new Error("rdkit-worker.ts runs as a worker thread");

const rdkitLoading = getRdkit();

port.on("message", (message: WorkerRequest) => {
  if (message.type === "table") {
    setTable(message.table);
    return;
  }
  void rdkitLoading.then(async (rdkit) => {
    let reply: WorkerReply;
    try {
      reply = {
        type: "result",
        id: message.id,
        ok: true,
        // Awaited: the CDXML conversion loads Indigo on first use.
        value: await runOperation(rdkit, message.op, message.args),
      };
    } catch (error) {
      // A refusal (bad SMILES, a query RDKit cannot read) leaves RDKit as it was. Anything else,
      // above all WebAssembly's "memory access out of bounds", may have corrupted its heap: the
      // pool replaces this worker.
      reply = {
        type: "result",
        id: message.id,
        ok: false,
        error: toWire(error),
        fatal: !isExpectedError(error),
      };
    }
    port.postMessage(reply);
  });
});

const rdkit = await rdkitLoading;
// The first drawing sets up RDKit's layout code (CoordGen's templates): done before the first
// request, so that the request's time limit measures only its own work.
renderMoleculeSvg(rdkit, "c1ccccc1C1CCOC1");
// Likewise a substructure match: the first one in a fresh worker compiles RDKit's matching code,
// which a search's CPU budget would otherwise count as its own (docs/decisions/search/0055-complete-and-stable-structure-search.md, issue 24).
warmUpMatching(rdkit);
port.postMessage({ type: "ready", version: rdkit.version() } satisfies WorkerReply);
