/**
 * ORD's own semantic rules (ord_schema/validations.py) that apply to what the archive writes,
 * reproduced on the JSON form. Each rule names the validations.py function it follows. Not
 * reproduced (docs/decisions/exports/0082-the-archive-as-an-ord-dataset.md): the RDKit parse of SMILES
 * identifiers, the e-mail ORD requires of record_created's person (the archive publishes none),
 * and the id formats of `validate_ids` (ORD assigns ids at submission; ours stay empty).
 */

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === "object" && v !== null ? (v as Obj) : {});
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string => (typeof v === "string" ? v : "");

const REACTION_ID = /^ord-[0-9a-f]{32}$/;
const DATASET_ID = /^ord_dataset-[0-9a-f]{32}$/;
const URL = /^https?:\/\/[^\s/]+(?:\/.*)?$/i;
const PARSE_DOI = /(10\.[\d.]+\/[a-zA-Z\d.-]+)/;

export function ordRuleProblems(dataset: unknown): string[] {
  const problems: string[] = [];
  const d = obj(dataset);
  // _validate_dataset_scalars
  if (!text(d.name)) problems.push("Dataset name is required");
  if (!text(d.description)) problems.push("Dataset description is required");
  if (list(d.reactions).length === 0 && list(d.reactionIds).length === 0)
    problems.push("Dataset requires reactions");
  if (list(d.reactions).length > 0 && list(d.reactionIds).length > 0)
    problems.push("reactions or reaction_ids, not both");
  if (d.datasetId !== undefined && !DATASET_ID.test(text(d.datasetId)))
    problems.push("Dataset ID is malformed");
  list(d.reactions).forEach((r, i) => {
    for (const p of reactionProblems(obj(r))) problems.push(`reactions[${i}]: ${p}`);
  });
  return problems;
}

/** _check_type_and_details: a set type/details message names its type, and CUSTOM says what it is. */
function typeAndDetails(m: Obj, what: string, out: string[]) {
  if (Object.keys(m).length === 0) return;
  if (!m.type || m.type === "UNSPECIFIED") out.push(`${what} requires type`);
  if (m.type === "CUSTOM" && !text(m.details)) out.push(`${what} is CUSTOM without details`);
}

/** _check_value_and_units and the non-negative / absolute-zero bounds of unit messages. */
function unitValue(m: Obj, what: string, out: string[], min = 0) {
  if (typeof m.value !== "number") out.push(`${what} requires value`);
  if (!m.units || m.units === "UNSPECIFIED") out.push(`${what} requires units`);
  if (typeof m.value === "number" && m.value < min) out.push(`${what} below ${min}`);
}

/** _validate_compound_identifiers and _validate_compound_identifier (without the RDKit parse). */
function identifiers(c: Obj, what: string, out: string[]) {
  const ids = list(c.identifiers).map(obj);
  if (ids.length === 0) out.push(`${what}: Compounds must have at least one identifier`);
  for (const id of ids) {
    typeAndDetails(id, `${what} identifier`, out);
    const value = text(id.value);
    if (!value) out.push(`${what}: identifier value must be set`);
    if (value !== value.trim()) out.push(`${what}: identifier has surrounding whitespace`);
  }
}

function reactionProblems(r: Obj): string[] {
  const out: string[] = [];
  const inputs = Object.entries(obj(r.inputs));
  // _validate_reaction
  if (inputs.length === 0) out.push("Reactions should have at least 1 reaction input");
  if (list(r.outcomes).length === 0) out.push("Reactions should have at least 1 reaction outcome");
  if (r.reactionId !== undefined && !REACTION_ID.test(text(r.reactionId)))
    out.push("Reaction ID is malformed");
  if (!r.provenance) out.push("Reaction requires provenance");
  for (const id of list(r.identifiers).map(obj)) typeAndDetails(id, "reaction identifier", out);
  for (const [key, raw] of inputs) {
    const components = list(obj(raw).components).map(obj);
    // _validate_reaction_input
    if (components.length + list(obj(raw).crudeComponents).length === 0)
      out.push(`input ${key}: no component`);
    for (const c of components) {
      identifiers(c, `input ${key}`, out);
      const amount = obj(c.amount);
      const kinds = ["mass", "moles", "volume", "unmeasured"].filter((k) => amount[k] !== undefined);
      if (kinds.length !== 1) out.push(`input ${key}: All reaction input components require an amount`);
      if (amount.unmeasured) typeAndDetails(obj(amount.unmeasured), `input ${key} unmeasured amount`, out);
    }
  }
  // _validate_reaction_conditions (its warning, details without conditions_are_dynamic, kept as a rule)
  const conditions = obj(r.conditions);
  if (conditions.conditionsAreDynamic && !text(conditions.details))
    out.push("dynamic conditions without details");
  if (conditions.details && !conditions.conditionsAreDynamic) out.push("condition details but not dynamic");
  const temperature = obj(conditions.temperature);
  if (temperature.setpoint) unitValue(obj(temperature.setpoint), "temperature setpoint", out, -273.15);
  if (temperature.control) typeAndDetails(obj(temperature.control), "temperature control", out);
  const pressure = obj(conditions.pressure);
  if (pressure.setpoint) unitValue(obj(pressure.setpoint), "pressure setpoint", out);
  if (pressure.atmosphere) typeAndDetails(obj(pressure.atmosphere), "atmosphere", out);
  for (const outcome of list(r.outcomes).map(obj)) outcomeProblems(outcome, out);
  provenanceProblems(obj(r.provenance), out);
  return out;
}

/** _validate_reaction_outcome, _validate_product_compound, _validate_product_measurement, _validate_percentage. */
function outcomeProblems(outcome: Obj, out: string[]) {
  if (outcome.reactionTime) unitValue(obj(outcome.reactionTime), "reaction time", out);
  const products = list(outcome.products).map(obj);
  if (products.filter((p) => p.isDesiredProduct && p.reactionRole === "PRODUCT").length > 1) {
    out.push("more than one desired product");
  }
  for (const p of products) {
    identifiers(p, "product", out);
    for (const m of list(p.measurements).map(obj)) {
      typeAndDetails(m, "product measurement", out);
      const values = ["percentage", "floatValue", "stringValue", "amount"].filter((k) => m[k] !== undefined);
      if (m.type === "IDENTITY" && values.length > 0) out.push("IDENTITY measurement with a value");
      if (m.type === "YIELD" && values[0] !== "percentage") out.push("YIELD not a percentage");
      if (m.selectivity && m.type !== "SELECTIVITY") out.push("selectivity on a non-SELECTIVITY measurement");
      if (m.selectivity) typeAndDetails(obj(m.selectivity), "selectivity", out);
      if (m.percentage) {
        const value = obj(m.percentage).value;
        if (typeof value !== "number") out.push("Percentage requires value");
        else if (value < 0 || value > 100 || (value > 0 && value < 1))
          out.push(`percentage ${value} out of range`);
      }
    }
  }
}

/** _validate_reaction_provenance, _validate_record_event (but the e-mail), _validate_date_time, _validate_data. */
function provenanceProblems(p: Obj, out: string[]) {
  const created = obj(p.recordCreated);
  if (!p.recordCreated) out.push("Reactions must have record_created defined");
  const time = text(obj(created.time).value);
  if (!time) out.push("RecordEvent must have time specified");
  else if (Number.isNaN(Date.parse(time))) out.push(`Could not parse DateTime string ${time}`);
  const person = obj(created.person);
  if (!(person.username || person.name || person.orcid)) out.push("Person must have username, name or orcid");
  if (p.doi !== undefined) {
    const doi = text(p.doi);
    const parsed = PARSE_DOI.exec(doi)?.[1];
    if (!parsed) out.push(`could not parse DOI: ${doi}`);
    else if (parsed !== doi) out.push(`DOI should be trimmed (${doi} -> ${parsed})`);
  }
  if (p.publicationUrl !== undefined && !URL.test(text(p.publicationUrl)))
    out.push("publication_url not a URL");
  for (const [key, raw] of Object.entries(obj(p.reactionMetadata))) {
    const data = obj(raw);
    const kinds = ["floatValue", "integerValue", "bytesValue", "stringValue", "url"].filter(
      (k) => data[k] !== undefined,
    );
    if (kinds.length !== 1) out.push(`metadata ${key}: Data requires one value`);
    if (data.url !== undefined && !URL.test(text(data.url))) out.push(`metadata ${key}: not a URL`);
  }
}
