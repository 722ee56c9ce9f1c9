/**
 * A generated dataset for benchmarks only: 10,000 syntheses, 100,000 reactions, 2,000 reagents.
 * It lives in a temporary database and is never mixed with the demo data. Every slug starts with
 * "gen-" and every comment and reference says "Generated"; names are pseudo-chemical words built from
 * syllables, so search meets a realistic spread of terms rather than one word shared by every record.
 * Structures are image names without SMILES, so publishing measures the database, not RDKit.
 */
import type { SynthesisDocumentInput } from "../../src/domain/synthesis-document.ts";
import type { ReferenceData } from "../../src/server/seed/load-reference-data.ts";

export interface GeneratedSize {
  syntheses: number;
  reactionsPerSynthesis: number;
  reagents: number;
  solvents: number;
  authors: number;
}

export const FULL_SIZE: GeneratedSize = {
  syntheses: 10_000,
  reactionsPerSynthesis: 10,
  reagents: 2_000,
  solvents: 40,
  authors: 800,
};

/** A small deterministic pseudo-random generator, so every run builds the same data. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SYLLABLES = [
  "car",
  "bo",
  "xy",
  "lin",
  "ene",
  "ol",
  "an",
  "ter",
  "pen",
  "ox",
  "azo",
  "ine",
  "ide",
  "yl",
  "phen",
  "thi",
  "mor",
  "ph",
  "eth",
  "stry",
];

function wordMaker(seed: number) {
  const rnd = random(seed);
  return (n: number) => {
    const w = Array.from({ length: n }, () => SYLLABLES[Math.floor(rnd() * SYLLABLES.length)]).join("");
    return w[0].toUpperCase() + w.slice(1);
  };
}

export function generatedReferenceData(size: GeneratedSize): ReferenceData {
  const word = wordMaker(7);
  return {
    reagents: Array.from({ length: size.reagents }, (_, i) => ({
      name: `${word(3)}-${i + 1}`,
      formula: `C${1 + (i % 30)}H${2 + (i % 50)}O${i % 5}`,
      synonyms: i % 3 === 0 ? [`${word(2)} ${i}`] : [],
    })),
    solvents: Array.from({ length: size.solvents }, (_, i) => ({
      name: `${word(2)}ane ${i + 1}`,
      synonyms: i % 3 === 0 ? [`${word(2)} ${i}`] : [],
    })),
    namedReactions: Array.from({ length: 50 }, (_, i) => ({
      name: `${word(2)} ${word(3)} reaction ${i + 1}`,
      url: `gen-reaction-${i + 1}`,
      short_description: "Generated for benchmarks.",
      description: null,
      synonyms: [],
      scheme_smiles: null,
      original_references: [],
      review_references: [],
    })),
    protectingGroups: [],
  };
}

export function* generatedSyntheses(
  size: GeneratedSize,
  reference: ReferenceData,
): Generator<SynthesisDocumentInput> {
  const rnd = random(42);
  const word = wordMaker(11);
  const moleculeNames = Array.from({ length: 6000 }, (_, i) => `${word(4)} ${i + 1}`);
  const authorNames = Array.from({ length: size.authors }, () => [word(2), word(3)]);
  const pick = <T>(items: T[]) => items[Math.floor(rnd() * items.length)];
  for (let i = 0; i < size.syntheses; i++) {
    const authorNo = 1 + (i % size.authors);
    const reactions = Array.from({ length: size.reactionsPerSynthesis }, (_, j) => ({
      step: j + 1,
      substrates: [{ filename: `g${i}-${j}-s`, extension: "png" as const }],
      products: [{ filename: `g${i}-${j}-p`, extension: "png" as const }],
      reagents: [
        { name: pick(reference.reagents).name, stage: 1 },
        { name: pick(reference.reagents).name, stage: 2 },
      ],
      solvents: [pick(reference.solvents).name],
      temperature: "-78 °C",
      time: "2 h",
      yield: `${50 + Math.floor(rnd() * 50)}%`,
      named_reactions: j % 4 === 0 ? [pick(reference.namedReactions).url] : [],
    }));
    yield {
      molecule: { name: moleculeNames[i % 6000], structure: `gen-molecule-${1 + (i % 6000)}` },
      author: {
        firstName: authorNames[authorNo - 1][0],
        lastName: authorNames[authorNo - 1][1],
        url: `gen-author-${authorNo}`,
      },
      year: 1900 + (i % 125),
      type_1: "Total",
      type_2: "Racemic",
      comment: "Generated for benchmarks.",
      references: [{ display: `Generated reference ${i + 1}` }],
      parts: [
        { number: 1, reactions: reactions.slice(0, 5) },
        { number: 2, reactions: reactions.slice(5).map((r, k) => ({ ...r, step: k + 1 })) },
      ],
    };
  }
}
