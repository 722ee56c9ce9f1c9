import { describe, expect, it } from "vitest";
import { readCdxmlScheme } from "./cdxml-file.ts";
import { applyArrowText } from "./data-fields.ts";
import { emptyFileReaction, SchemeFileError } from "./scheme-file.ts";
import { fixtureFile } from "./test-files.ts";

const refusal = (text: string) => {
  try {
    readCdxmlScheme(text);
  } catch (error) {
    if (error instanceof SchemeFileError) return error.message;
    throw error;
  }
  throw new Error("the file was read");
};

describe("ChemDraw CDXML schemes", () => {
  it("reads each step of the scheme: its fragments as CDXML documents of their own, the texts at its arrow", () => {
    const steps = readCdxmlScheme(fixtureFile("two-steps.cdxml"));
    expect(steps).toHaveLength(2);
    expect(steps[0]?.reactants).toHaveLength(1);
    expect(steps[0]?.reactants[0]?.cdxml).toMatch(
      /^<\?xml version="1.0"\?><CDXML><fonttable>.*<page id="1"><fragment id="100">/,
    );
    expect(steps[0]?.texts).toEqual(["PCC, CH2Cl2", "2 h, 85%"]);
    expect(steps[1]?.products[0]?.where).toBe("line 7");
    expect(steps[1]?.texts).toEqual(["MeI, NaH"]);
  });

  it("names the line of XML it cannot read and of a step naming something that is not a structure", () => {
    expect(refusal("<CDXML><page><fragment></page></CDXML>")).toBe("line 1: '</page>' closes '<fragment>'");
    expect(refusal("<CDXML>\n<page>\n")).toBe("line 2: '<page>' is never closed");
    expect(refusal("<CDXML><page/></CDXML>")).toBe(
      "line 1: this ChemDraw file holds no reaction scheme (no '<step>' of a '<scheme>')",
    );
    expect(
      refusal(
        fixtureFile("two-steps.cdxml").replace('ReactionStepProducts="200"', 'ReactionStepProducts="30"'),
      ),
    ).toMatch(/^line \d+: the step names '30', which is not a structure of the file$/);
  });

  it("reads conditions out of the text at an arrow", () => {
    const reaction = emptyFileReaction("line 1");
    applyArrowText(reaction, "PCC, CH2Cl2, −78 °C");
    applyArrowText(reaction, "2 h (85%)");
    expect(reaction).toMatchObject({
      reagentNames: ["PCC", "CH2Cl2"],
      temperature: "−78 °C",
      time: "2 h",
      yield: "85%",
    });
  });
});
