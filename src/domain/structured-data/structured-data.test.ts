import { describe, expect, it } from "vitest";
import { licenceOf, missingProperties } from "../../../tests/support/json-ld-requirements.ts";
import { DATA_LICENCE_URL } from "../citations/citation-sources.ts";
import type { ReferenceView, SynthesisView } from "../views.ts";
import { authorPageJsonLd } from "./author.ts";
import { dataPageJsonLd } from "./dataset.ts";
import type { JsonLd } from "./json-ld.ts";
import { MOLECULAR_ENTITY_PROFILE, moleculePageJsonLd } from "./molecule.ts";
import { namedReactionPageJsonLd } from "./named-reaction.ts";
import { synthesisPageJsonLd } from "./synthesis.ts";

/** The demo's artemisinin route (data/demo/syntheses/artemisinin-seeberger-2013.json), as a page has it. */
const origin = "https://archive.example";
const seeberger = { id: 7, firstName: "Peter H.", lastName: "Seeberger", url: "peter-h-seeberger" };
const artemisinin = {
  id: 3,
  name: "Artemisinin",
  structure: "artemisinin",
  extension: "svg",
  formula: "C15H22O5",
  carbonCount: 15,
  width: null,
  height: null,
  inchi: null,
  inchiKey: null,
};
const smiles = "C[C@@H]1CC[C@H]2[C@H](C(=O)O[C@H]3[C@@]24[C@H]1CC[C@](O3)(OO4)C)C";
const reference = (display: string, doi: string | null, url: string | null = null): ReferenceView => ({
  id: 1,
  display,
  doi,
  url,
  type: "standard",
});
const synthesis = {
  id: 12,
  year: 2013,
  molecule: artemisinin,
  author: seeberger,
  references: [
    reference(
      "D. Kopetzki, F. Lévesque, P. H. Seeberger, Chem. Eur. J. 2013, 19, 5450.",
      "10.1002/chem.201204558",
    ),
    reference("A report without a DOI.", null),
  ],
} satisfies Pick<SynthesisView, "id" | "molecule" | "author" | "references" | "year">;

/** Through JSON text and back, as a crawler reads the block. */
const roundTrip = (block: JsonLd) => JSON.parse(JSON.stringify(block)) as JsonLd;

describe("structured data of the public pages", () => {
  it("a synthesis page is a Dataset about its target, with its publications as ScholarlyArticles", () => {
    const block = roundTrip(
      synthesisPageJsonLd(origin, synthesis, {
        title: "Synthesis of Artemisinin by Seeberger (2013)",
        description: "Total synthesis of Artemisinin by Peter H. Seeberger (2013).",
        targetSmiles: smiles,
      }),
    );
    expect(missingProperties(block, "Dataset")).toEqual([]);
    expect(block["@id"]).toBe(`${origin}/syn/12`);
    const about = block.about as JsonLd;
    expect(missingProperties({ "@context": "https://schema.org", ...about }, "MolecularEntity")).toEqual([]);
    expect(about).toMatchObject({
      "@type": "MolecularEntity",
      name: "Artemisinin",
      smiles,
      molecularFormula: "C15H22O5",
    });
    expect(block.creator).toMatchObject({ "@type": "Person", name: "Peter H. Seeberger" });
    const [withDoi, without] = block.citation as JsonLd[];
    expect(missingProperties(withDoi, "ScholarlyArticleWithDoi")).toEqual([]);
    expect(withDoi.identifier).toEqual({
      "@type": "PropertyValue",
      propertyID: "DOI",
      value: "10.1002/chem.201204558",
    });
    expect(withDoi.sameAs).toBe("https://doi.org/10.1002/chem.201204558");
    // No DOI stored: none invented.
    expect(without).toEqual({ "@type": "ScholarlyArticle", name: "A report without a DOI." });
  });

  it("a molecule page states the stored InChI and InChIKey as inChI and inChIKey", () => {
    // Example values (RDKit's for the demo's artemisinin): the test checks only that they are carried.
    const inchi =
      "InChI=1S/C15H22O5/c1-8-4-5-11-9(2)12(16)17-13-15(11)10(8)6-7-14(3,18-13)19-20-15/h8-11,13H,4-7H2,1-3H3/t8-,9-,10+,11+,13-,14-,15-/m1/s1";
    const inchiKey = "BLUAFEHZUWYNDE-NNWCWBAJSA-N";
    const block = roundTrip(moleculePageJsonLd(origin, { ...artemisinin, smiles, inchi, inchiKey }, []));
    expect(block.inChI).toBe(inchi);
    expect(block.inChIKey).toBe(inchiKey);
    const page = roundTrip(
      synthesisPageJsonLd(
        origin,
        { ...synthesis, molecule: { ...artemisinin, inchi, inchiKey } },
        { title: "t", description: "d", targetSmiles: smiles },
      ),
    );
    expect((page.about as JsonLd).inChIKey).toBe(inchiKey);
  });

  it("a molecule page follows the Bioschemas MolecularEntity profile and leaves out what is not stored", () => {
    const block = roundTrip(
      moleculePageJsonLd(origin, { ...artemisinin, smiles }, [{ id: 12, year: 2013, author: seeberger }]),
    );
    expect(missingProperties(block, "MolecularEntity")).toEqual([]);
    expect(block["http://purl.org/dc/terms/conformsTo"]).toEqual({
      "@id": MOLECULAR_ENTITY_PROFILE,
      "@type": "CreativeWork",
    });
    expect(block.url).toBe(`${origin}/molecule/artemisinin`);
    // Not computed yet (an archive before its backfill): absent, never empty.
    expect(block).not.toHaveProperty("inChI");
    expect(block).not.toHaveProperty("inChIKey");
    expect(block.subjectOf).toEqual([
      { "@type": "Dataset", "@id": `${origin}/syn/12`, name: "Synthesis of Artemisinin by Seeberger (2013)" },
    ]);
    // An uploaded image has no SMILES and no formula: the properties are absent, never empty.
    const uploaded = moleculePageJsonLd(origin, { ...artemisinin, formula: null, smiles: null }, []);
    expect(Object.keys(uploaded)).not.toContain("smiles");
    expect(Object.keys(uploaded)).not.toContain("molecularFormula");
    expect(Object.keys(uploaded)).not.toContain("subjectOf");
  });

  it("a named reaction is a DefinedTerm of the named-reactions set, its publications the works about it", () => {
    const block = roundTrip(
      namedReactionPageJsonLd(origin, {
        name: "Diels–Alder reaction",
        url: "diels-alder-reaction",
        short_description: "A [4+2] cycloaddition of a diene and a dienophile.",
        synonyms: [{ id: 1, synonym: "Diene synthesis" }],
        original_references: [
          reference(
            "O. Diels, K. Alder, Justus Liebigs Ann. Chem. 1928, 460, 98.",
            "10.1002/jlac.19284600106",
          ),
        ],
        review_references: [],
      }),
    );
    expect(missingProperties(block, "DefinedTerm")).toEqual([]);
    expect(block.inDefinedTermSet).toMatchObject({
      "@type": "DefinedTermSet",
      "@id": `${origin}/named-reactions`,
    });
    expect(block.alternateName).toEqual(["Diene synthesis"]);
    expect(block.description).toBe("A [4+2] cycloaddition of a diene and a dienophile.");
    expect(missingProperties((block.subjectOf as JsonLd[])[0], "ScholarlyArticleWithDoi")).toEqual([]);
  });

  it("an author page is a Person with the stored names only", () => {
    const block = roundTrip(authorPageJsonLd(origin, seeberger));
    expect(missingProperties(block, "Person")).toEqual([]);
    expect(block).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      "@id": `${origin}/authors/peter-h-seeberger`,
      name: "Peter H. Seeberger",
      givenName: "Peter H.",
      familyName: "Seeberger",
      url: `${origin}/authors/peter-h-seeberger`,
      // A Person has no licence: the page it is the main entity of carries it (not the same node).
      mainEntityOfPage: {
        "@type": "WebPage",
        url: `${origin}/authors/peter-h-seeberger`,
        license: DATA_LICENCE_URL,
      },
    });
  });

  it("every page's block states the data licence (/data's, CC BY 4.0)", () => {
    expect(DATA_LICENCE_URL).toBe("https://creativecommons.org/licenses/by/4.0/");
    const blocks = {
      synthesis: synthesisPageJsonLd(origin, synthesis, {
        title: "t",
        description: "d",
        targetSmiles: smiles,
      }),
      molecule: moleculePageJsonLd(origin, { ...artemisinin, smiles }, []),
      reaction: namedReactionPageJsonLd(origin, {
        name: "Aldol reaction",
        url: "aldol-reaction",
        short_description: null,
        synonyms: [],
        original_references: [],
        review_references: [],
      }),
      author: authorPageJsonLd(origin, seeberger),
    };
    for (const [page, block] of Object.entries(blocks)) {
      expect(licenceOf(roundTrip(block)), page).toBe(DATA_LICENCE_URL);
    }
    // A Dataset states it itself.
    expect(blocks.synthesis.license).toBe(DATA_LICENCE_URL);
  });

  it("/data is a Dataset of the archive with each bulk download as a DataDownload", () => {
    const downloads = [
      {
        path: "/api/export/molecules.sdf",
        name: "Molecules (SDF)",
        text: "Every molecule.",
        mediaType: "chemical/x-mdl-sdfile",
      },
      {
        path: "/api/export/routes.json",
        name: "Route trees",
        text: "Each route.",
        mediaType: "application/json",
      },
    ];
    const block = roundTrip(
      dataPageJsonLd(
        origin,
        { siteName: "Synthesis Archive" },
        {
          description: "Download every synthesis.",
          revision: 42,
          changedAt: "2026-11-30T10:00:00.000Z",
          citation: "Cite me.",
        },
        downloads,
      ),
    );
    expect(missingProperties(block, "Dataset")).toEqual([]);
    expect(block["@id"]).toBe(`${origin}/data`);
    expect(block.license).toBe(DATA_LICENCE_URL);
    expect(block.creator).toEqual({
      "@type": "Organization",
      name: "Synthesis Archive contributors",
      url: `${origin}/`,
    });
    expect(block.version).toBe("42");
    expect(block.dateModified).toBe("2026-11-30T10:00:00.000Z");
    expect(block.distribution).toEqual([
      {
        "@type": "DataDownload",
        name: "Molecules (SDF)",
        description: "Every molecule.",
        contentUrl: `${origin}/api/export/molecules.sdf`,
        encodingFormat: "chemical/x-mdl-sdfile",
        license: DATA_LICENCE_URL,
      },
      {
        "@type": "DataDownload",
        name: "Route trees",
        description: "Each route.",
        contentUrl: `${origin}/api/export/routes.json`,
        encodingFormat: "application/json",
        license: DATA_LICENCE_URL,
      },
    ]);
    // An archive with no change yet has no date: none invented.
    const empty = dataPageJsonLd(
      origin,
      { siteName: "S" },
      { description: "d", revision: 0, changedAt: null, citation: "c" },
      [],
    );
    expect(empty).not.toHaveProperty("dateModified");
  });

  it("a reference's link is only ever http(s)", () => {
    const article = roundTrip(
      synthesisPageJsonLd(
        origin,
        { ...synthesis, references: [reference("A paper.", null, "javascript:alert(1)")] },
        {
          title: "t",
          description: "d",
          targetSmiles: null,
        },
      ),
    ).citation as JsonLd[];
    expect(article[0]).toEqual({ "@type": "ScholarlyArticle", name: "A paper." });
  });
});
