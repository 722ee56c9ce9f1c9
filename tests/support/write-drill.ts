/**
 * One write of the kill drills (src/server/resilience/write-drills.api.test.ts), run in its own process
 * through the real commands: publishing a draft (a new synthesis or a revision), renaming a solvent
 * or merging one molecule into another (its image removed after commit). DRILL_STOP makes the process stop for good at one moment and say so on stdout
 * ("stopped"), so the test can kill it there with SIGKILL:
 *   query:N   after the N-th database query (inside the transaction for most N)
 *   stage:N   after the N-th image staged inside the transaction
 *   commit:N  after commit, before the N-th staged image is moved into place
 *   remove:N  after commit, before the N-th stale image (or the merged molecule's) is removed
 *   none      run to the end ("counts" then gives the number of each, for choosing the moments)
 */
import type { KyselyPlugin } from "kysely";
import { connect } from "../../src/db/connect.ts";
import { createRepositories } from "../../src/db/repositories/index.ts";
import { transactionRunner } from "../../src/db/transactions.ts";
import { updateSolvent } from "../../src/server/api/shared/reference-data/lookup-writes.ts";
import { mergeMolecule } from "../../src/server/api/shared/reference-data/reference-merges.ts";
import { publishDraft } from "../../src/server/api/unpublished-syntheses/publish-draft.ts";
import { createImageStorage } from "../../src/server/storage/image-storage.ts";
import type { ImageWriter } from "../../src/server/storage/image-writer.ts";
import { createUploadStorage } from "../../src/server/storage/upload-storage.ts";
import { createStructureRenderer } from "../../src/server/structures/renderer.ts";

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const [stopKind, stopAt] = (process.env.DRILL_STOP ?? "none").split(":") as [string, string | undefined];
const counts = { query: 0, stage: 0, commit: 0, remove: 0 };

async function reached(kind: keyof typeof counts) {
  counts[kind]++;
  if (kind === stopKind && counts[kind] === Number(stopAt)) {
    process.stdout.write("stopped\n");
    setInterval(() => undefined, 60_000);
    await new Promise(() => undefined);
  }
}

const stopper: KyselyPlugin = {
  transformQuery: (args) => args.node,
  async transformResult(args) {
    await reached("query");
    return args.result;
  },
};

const db = connect(env("DATABASE_URL"), { poolSize: 2 });
const kysely = db.kysely.withPlugin(stopper);
const repos = createRepositories(kysely);
const storage = createImageStorage(env("STORAGE_DIR"));
const images: ImageWriter = {
  write: storage.write,
  async remove(folder, name) {
    await reached("remove");
    await storage.remove(folder, name);
  },
  async stage(folder, name, content) {
    const staged = await storage.stage(folder, name, content);
    await reached("stage");
    return {
      ...staged,
      async commit() {
        await reached("commit");
        await staged.commit();
      },
    };
  },
};

const userId = Number(env("DRILL_USER_ID"));
if (process.env.DRILL_OP === "merge") {
  await mergeMolecule(
    { transaction: transactionRunner(kysely), images },
    { id: userId, role: "editor" },
    Number(env("DRILL_MERGE_FROM")),
    Number(env("DRILL_MERGE_INTO")),
  );
} else if (process.env.DRILL_OP === "lookup") {
  await updateSolvent(
    { transaction: transactionRunner(kysely) },
    { id: userId, role: "editor" },
    Number(env("DRILL_SOLVENT_ID")),
    { name: env("DRILL_NAME") },
  );
} else {
  await publishDraft(
    {
      transaction: transactionRunner(kysely),
      revisions: repos.revisions,
      structures: createStructureRenderer(),
      images,
      drafts: repos.drafts,
      publication: repos.publication,
      references: repos.synthesisReferences,
      uploads: createUploadStorage(env("STORAGE_DIR")),
      reviews: repos.reviews,
      outbox: repos.mailOutbox,
      mail: { wake: () => undefined },
      site: { siteName: "Synthesis Archive", origin: "http://localhost" },
    },
    { draftId: Number(env("DRILL_DRAFT_ID")), userId },
  );
}
process.stdout.write(`counts ${JSON.stringify(counts)}\n`);
await db.close();
