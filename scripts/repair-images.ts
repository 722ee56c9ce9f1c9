/**
 * npm run images:repair — what every start does in the background, run by hand and reported:
 * finishes or discards the staged images of interrupted writes, draws missing images again from
 * their SMILES and removes files a revised synthesis no longer names (src/server/storage/repair-images.ts),
 * then redraws drawings of an older drawing style (src/server/storage/restyle-images.ts).
 */
import { connect } from "../src/db/connect.ts";
import { createRepositories } from "../src/db/repositories/index.ts";
import { loadConfig } from "../src/server/config.ts";
import { repairImages } from "../src/server/storage/repair-images.ts";
import { restyleImages } from "../src/server/storage/restyle-images.ts";
import { createStructureRenderer } from "../src/server/structures/renderer.ts";

const config = loadConfig();
const db = connect(config.DATABASE_URL);
try {
  const repos = createRepositories(db.kysely);
  const deps = {
    inventory: repos.imageInventory,
    imageSizes: repos.imageSizes,
    revisions: repos.revisions,
    structures: createStructureRenderer(),
    storageDir: config.STORAGE_DIR,
  };
  const report = await repairImages(deps, { pendingAgeMs: 60_000 });
  const restyled = await restyleImages(deps);
  for (const [what, files] of Object.entries({ ...report, restyled }))
    console.log(`${what}: ${files.length ? files.join(", ") : "none"}`);
} finally {
  await db.close();
}
