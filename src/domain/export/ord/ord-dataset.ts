/**
 * The ORD Dataset around the reactions: its name and a description that states the licence, the
 * citation and the data revision. The dump is written as text in three pieces (`head`, each
 * reaction joined by commas, `tail`) so it can be streamed without holding every reaction.
 * `datasetId` stays empty: ORD assigns its own `ord_dataset-…` id when a dataset is submitted.
 */

export const ORD_DATASET_NAME = "Synthesis Archive: published total syntheses";
export const DATA_LICENCE_URL = "https://creativecommons.org/licenses/by/4.0/";

export function ordDatasetDescription(origin: string, revision: number): string {
  return [
    `Every published synthesis of Synthesis Archive (${origin}), one reaction per step, at data revision ${revision}.`,
    `Licence: CC BY 4.0 (${DATA_LICENCE_URL}).`,
    `Cite as: Synthesis Archive contributors, Synthesis Archive, ${origin}/data (revision ${revision}).`,
  ].join(" ");
}

export function ordDatasetFrame(origin: string, revision: number): { head: string; tail: string } {
  const head = JSON.stringify({
    name: ORD_DATASET_NAME,
    description: ordDatasetDescription(origin, revision),
  });
  // `{"name":…,"description":…}` opened again to append the reactions array.
  return { head: `${head.slice(0, -1)},"reactions":[`, tail: "]}" };
}
