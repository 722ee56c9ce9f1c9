import { readFileSync } from "node:fs";

/**
 * A small reader of proto3 `.proto` files and a strict check of a value against a message in the
 * protocol-buffer JSON mapping (https://protobuf.dev/programming-guides/json/): field names in
 * lowerCamelCase, enums by value name (or number), 64-bit-free scalars as JSON numbers, maps as
 * objects, at most one member of a oneof. It stands in for protobufjs's `Type.verify` /
 * `fromObject`, which is not installed here; it reads the schema files themselves, so the check
 * follows the schema, not our idea of it. Enough of the grammar for ORD's files: packages,
 * imports, nested messages and enums, repeated/optional fields, maps and oneofs (no options,
 * extensions or services).
 */

interface Field {
  name: string;
  json: string;
  type: string;
  repeated: boolean;
  map?: { key: string; value: string };
  oneof?: string;
}
interface Message {
  kind: "message";
  fields: Map<string, Field>;
  scope: string;
}
interface Enum {
  kind: "enum";
  values: Map<string, number>;
}
export type ProtoTypes = Map<string, Message | Enum>;

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function tokens(text: string): string[] {
  const bare = text.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/\/\/[^\n]*/g, " ");
  return bare.match(/"[^"]*"|[A-Za-z_][\w.]*|\d+|[{}<>;=,]/g) ?? [];
}

/** Reads the files into full names (`ord.Reaction`, `ord.ReactionRole.ReactionRoleType`). */
export function loadProto(paths: string[]): ProtoTypes {
  const types: ProtoTypes = new Map();
  for (const path of paths) {
    const t = tokens(readFileSync(path, "utf8"));
    let i = 0;
    let pkg = "";
    const next = () => t[i++] ?? "";
    const expect = (s: string) => {
      const got = next();
      if (got !== s) throw new Error(`${path}: expected ${s}, got ${got}`);
    };
    const parseEnum = (scope: string) => {
      const name = next();
      const values = new Map<string, number>();
      expect("{");
      while (t[i] !== "}") {
        const value = next();
        expect("=");
        values.set(value, Number(next()));
        expect(";");
      }
      expect("}");
      types.set(`${scope}.${name}`, { kind: "enum", values });
    };
    const parseMessage = (scope: string) => {
      const full = `${scope}.${next()}`;
      const message: Message = { kind: "message", fields: new Map(), scope: full };
      types.set(full, message);
      const field = (oneof?: string) => {
        const repeated = t[i] === "repeated";
        if (repeated || t[i] === "optional") i++;
        let type = next();
        let map: Field["map"];
        if (type === "map") {
          expect("<");
          const key = next();
          expect(",");
          const value = next();
          expect(">");
          map = { key, value };
          type = value;
        }
        const name = next();
        expect("=");
        next();
        expect(";");
        message.fields.set(camel(name), { name, json: camel(name), type, repeated, map, oneof });
      };
      expect("{");
      while (t[i] !== "}") {
        const word = t[i];
        if (word === "message" || word === "enum" || word === "oneof") i++;
        if (word === "message") parseMessage(full);
        else if (word === "enum") parseEnum(full);
        else if (word === "oneof") {
          const group = next();
          expect("{");
          while (t[i] !== "}") field(group);
          expect("}");
        } else field();
      }
      expect("}");
    };
    while (i < t.length) {
      const word = next();
      if (word === "syntax" || word === "import") while (i < t.length && next() !== ";");
      else if (word === "package") {
        pkg = next();
        expect(";");
      } else if (word === "message") parseMessage(pkg);
      else if (word === "enum") parseEnum(pkg);
      else throw new Error(`${path}: unexpected ${word}`);
    }
  }
  return types;
}

const SCALARS = new Set(["string", "bool", "float", "double", "int32", "uint32", "bytes"]);

/** Protobuf's name lookup: the innermost enclosing scope first. */
function resolve(types: ProtoTypes, scope: string, name: string): string {
  const parts = scope.split(".");
  for (let n = parts.length; n >= 0; n--) {
    const full = [...parts.slice(0, n), name].join(".");
    if (types.has(full)) return full;
  }
  throw new Error(`unknown type ${name} in ${scope}`);
}

/** The problems of `value` as the JSON form of `messageName`; empty when it is valid. */
export function verifyJson(types: ProtoTypes, messageName: string, value: unknown, path = "$"): string[] {
  const message = types.get(messageName);
  if (message?.kind !== "message") return [`${path}: ${messageName} is not a message`];
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [`${path}: not an object`];
  const problems: string[] = [];
  const oneofs = new Map<string, string>();
  for (const [key, item] of Object.entries(value)) {
    const field = message.fields.get(key);
    const at = `${path}.${key}`;
    if (!field) {
      problems.push(`${at}: no such field in ${messageName}`);
      continue;
    }
    if (field.oneof) {
      const other = oneofs.get(field.oneof);
      if (other) problems.push(`${at}: oneof ${field.oneof} already set by ${other}`);
      oneofs.set(field.oneof, key);
    }
    const check = (v: unknown, p: string) =>
      problems.push(...verifyValue(types, message.scope, field.type, v, p));
    if (field.map) {
      if (typeof item !== "object" || item === null || Array.isArray(item))
        problems.push(`${at}: map not an object`);
      else for (const [k, v] of Object.entries(item)) check(v, `${at}[${JSON.stringify(k)}]`);
    } else if (field.repeated) {
      if (!Array.isArray(item)) problems.push(`${at}: repeated field not an array`);
      else
        item.forEach((v, n) => {
          check(v, `${at}[${n}]`);
        });
    } else check(item, at);
  }
  return problems;
}

function verifyValue(types: ProtoTypes, scope: string, type: string, v: unknown, at: string): string[] {
  if (SCALARS.has(type)) {
    const ok =
      type === "string" || type === "bytes"
        ? typeof v === "string" && (type === "string" || /^[A-Za-z0-9+/_-]*=*$/.test(v))
        : type === "bool"
          ? typeof v === "boolean"
          : type === "int32" || type === "uint32"
            ? Number.isInteger(v) &&
              Math.abs(v as number) < 2 ** 31 &&
              (type === "int32" || (v as number) >= 0)
            : typeof v === "number" && Number.isFinite(v) && Math.abs(v) <= 3.4028234663852886e38;
    return ok ? [] : [`${at}: not a ${type}: ${JSON.stringify(v)}`];
  }
  const full = resolve(types, scope, type);
  const target = types.get(full);
  if (target?.kind === "enum") {
    const ok =
      (typeof v === "string" && target.values.has(v)) ||
      (Number.isInteger(v) && [...target.values.values()].includes(v as number));
    return ok ? [] : [`${at}: ${JSON.stringify(v)} is not a value of ${full}`];
  }
  return verifyJson(types, full, v, at);
}
