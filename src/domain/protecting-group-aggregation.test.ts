import { describe, expect, it } from "vitest";
import {
  type AggregatableReaction,
  formatMinutes,
  groupKey,
  groupReactions,
  protectingGroupTables,
  summarizeConditions,
  temperatureSummary,
  timeRange,
  yieldRange,
} from "./protecting-group-aggregation.ts";

const TBSCL = { id: 1, name: "TBSCl" };
const IMIDAZOLE = { id: 2, name: "imidazole" };
const TBAF = { id: 3, name: "TBAF" };
const DMF = { id: 10, name: "DMF" };
const THF = { id: 11, name: "THF" };

let nextId = 1;
function reaction(overrides: Partial<AggregatableReaction> = {}): AggregatableReaction {
  return {
    id: nextId++,
    reagents: [TBSCL, IMIDAZOLE],
    solvents: [DMF],
    temperature: null,
    time: null,
    yield: null,
    pivot: { type: "protection" },
    ...overrides,
  };
}

describe("groupKey", () => {
  it("ignores the order and repeats of reagents and solvents", () => {
    expect(groupKey(reaction({ reagents: [IMIDAZOLE, TBSCL, TBSCL] }))).toBe(groupKey(reaction()));
  });

  it("tells reagents from solvents", () => {
    const asReagent = reaction({ reagents: [{ id: 10, name: "x" }], solvents: [] });
    const asSolvent = reaction({ reagents: [], solvents: [{ id: 10, name: "x" }] });
    expect(groupKey(asReagent)).not.toBe(groupKey(asSolvent));
  });
});

describe("groupReactions", () => {
  it("puts reactions with the same sets together, in order of first appearance", () => {
    const a = reaction({ yield: "90%" });
    const b = reaction({ reagents: [TBAF], solvents: [THF] });
    const c = reaction({ reagents: [IMIDAZOLE, TBSCL], yield: "80%" });
    const groups = groupReactions([a, b, c]);
    expect(groups.map((g) => g.reactions)).toEqual([[a, c], [b]]);
    expect(groups[0].reagents).toEqual(["TBSCl", "imidazole"]);
    expect(groups[0].solvents).toEqual(["DMF"]);
    expect(groups[0].yield).toBe("80% - 90%");
  });

  it("keeps a different solvent set apart", () => {
    expect(groupReactions([reaction(), reaction({ solvents: [DMF, THF] })])).toHaveLength(2);
  });
});

describe("protectingGroupTables", () => {
  it("splits by pivot.type", () => {
    const on = reaction();
    const off = reaction({ reagents: [TBAF], pivot: { type: "deprotection" } });
    const tables = protectingGroupTables([off, on]);
    expect(tables.protection.map((g) => g.reactions)).toEqual([[on]]);
    expect(tables.deprotection.map((g) => g.reactions)).toEqual([[off]]);
  });

  it("leaves out a reaction that names no reagent, in both tables, even with solvents", () => {
    const off = reaction({ reagents: [TBAF], pivot: { type: "deprotection" } });
    const condensedOff = reaction({ reagents: [], solvents: [], pivot: { type: "deprotection" } });
    const bareOn = reaction({ reagents: [], solvents: [THF] });
    const tables = protectingGroupTables([condensedOff, off, bareOn]);
    expect(tables.deprotection.map((g) => g.reactions)).toEqual([[off]]);
    expect(tables.protection).toEqual([]);
  });
});

describe("summarizeConditions", () => {
  it("shows a single reaction's own texts", () => {
    expect(
      summarizeConditions([reaction({ temperature: "-78 °C to RT", time: "ON", yield: "60% (3 steps)" })]),
    ).toEqual({
      temperature: "-78 °C to RT",
      time: "ON",
      yield: "60% (3 steps)",
    });
  });

  it("shows ranges for several reactions", () => {
    const several = [
      reaction({ temperature: "0 °C", time: "2 h", yield: "75%" }),
      reaction({ temperature: "RT", time: "ON", yield: "95% (2 steps)" }),
    ];
    expect(summarizeConditions(several)).toEqual({
      temperature: "0 °C, RT",
      time: "2 h – 8 h",
      yield: "75% - 95%",
    });
  });

  it("leaves empty what no reaction gives", () => {
    expect(summarizeConditions([reaction(), reaction()])).toEqual({
      temperature: null,
      time: null,
      yield: null,
    });
  });
});

describe("time conversion and ranges", () => {
  it("converts overnight, hours, days and weeks (docs/product/rules.md §3.3.2)", () => {
    expect(timeRange(["ON", "30 min"])).toBe("30 min – 8 h");
    expect(timeRange(["1 d", "2 h"])).toBe("2 h – 1 d");
    expect(timeRange(["1 week", "3 d"])).toBe("3 d – 1 week");
    expect(timeRange(["12 h", "1 - 2 d"])).toBe("12 h – 2 d");
  });

  it("gives one value when all agree and skips texts that do not parse", () => {
    expect(timeRange(["480 min", "overnight", "a while", null])).toBe("8 h");
    expect(timeRange([null, "soon"])).toBeNull();
  });

  it("writes minutes back in the largest readable unit", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(90)).toBe("1.5 h");
    expect(formatMinutes(100)).toBe("100 min");
    expect(formatMinutes(480)).toBe("8 h");
    expect(formatMinutes(2880)).toBe("2 d");
    expect(formatMinutes(10080)).toBe("1 week");
    expect(formatMinutes(20160)).toBe("2 weeks");
  });
});

describe("yieldRange", () => {
  it("writes 'min% - max%'", () => {
    expect(yieldRange(["85%", "72.5%", "91% (2 steps)"])).toBe("72.5% - 91%");
  });

  it("gives one value when all agree, null when none parses", () => {
    expect(yieldRange(["90%", "90%", "quant."])).toBe("90%");
    expect(yieldRange([null, "quant."])).toBeNull();
  });
});

describe("temperatureSummary", () => {
  it("lists distinct values once, whatever their spelling", () => {
    expect(temperatureSummary(["RT", "rt", "0°C", "0 °C", null])).toBe("RT, 0 °C");
  });

  it("shows the span of more than two plain numbers", () => {
    expect(temperatureSummary(["-78 °C", "0 °C", "25 °C"])).toBe("-78 °C – 25 °C");
  });

  it("keeps a list when a value is not a plain number", () => {
    expect(temperatureSummary(["-78 °C", "0 °C", "Reflux"])).toBe("-78 °C, 0 °C, Reflux");
  });
});
