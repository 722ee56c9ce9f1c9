import { basename, dirname, join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import protobuf from "protobufjs";

/**
 * A strict check of a value in the protocol-buffer JSON mapping (https://protobuf.dev/programming-
 * guides/json/) against `.proto` files, with protobufjs reading the schema itself: the value is
 * read into a message (`fromObject`), the message checked (`verify`: types, one member per oneof),
 * and written back (`toObject`, enums by name). A field the schema does not have, a snake_case
 * name, an enum value it does not know or a value of the wrong type does not come back as sent, so
 * the round trip differing is a problem too.
 */
export type ProtoTypes = protobuf.Root;

/** Loads the files; `import "ord-schema/proto/x.proto"` is read from the folder of the first file. */
export function loadProto(paths: string[]): ProtoTypes {
  const folder = dirname(paths[0] ?? ".");
  const root = new protobuf.Root();
  root.resolvePath = (origin, target) =>
    target.includes("/proto/") ? join(folder, basename(target)) : protobuf.util.path.resolve(origin, target);
  root.loadSync(paths);
  root.resolveAll();
  return root;
}

/** What is wrong with `value` as a `messageName` in JSON form (empty when nothing is). */
export function verifyJson(types: ProtoTypes, messageName: string, value: unknown): string[] {
  const type = types.lookupType(messageName);
  let message: protobuf.Message;
  try {
    message = type.fromObject(value as Record<string, unknown>);
  } catch (error) {
    return [`$: ${(error as Error).message}`];
  }
  const problems: string[] = [];
  const invalid = type.verify(message);
  if (invalid) problems.push(`$: ${invalid}`);
  const back = type.toObject(message, { enums: String, longs: String, bytes: String, defaults: false });
  // JSON of both sides: the same text means every field, name and value came through as sent.
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(back)), JSON.parse(JSON.stringify(value)))) {
    problems.push("$: does not read back as sent (an unknown field, a wrong name, type or enum value)");
  }
  return problems;
}
