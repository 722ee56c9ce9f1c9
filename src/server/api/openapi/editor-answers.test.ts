import { describe, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { userSchema } from "../../../contract/accounts.ts";
import type { draftSummarySchema } from "../../../contract/drafts.ts";
import type {
  authorSchema,
  moleculeListItemSchema,
  namedReactionListItemSchema,
  protectingGroupItemSchema,
  reagentListItemSchema,
  referenceListItemSchema,
  solventListItemSchema,
  synthesisSummarySchema,
} from "../../../contract/public-reads.ts";
import type { DraftSummary } from "../../../db/repositories/drafts.ts";
import type { LookupRepository } from "../../../db/repositories/lookups.ts";
import type { NamedReactionRepository } from "../../../db/repositories/named-reactions.ts";
import type { ProtectingGroupRepository } from "../../../db/repositories/protecting-groups.ts";
import type { PublicUser } from "../../../db/repositories/users.ts";
import type { AuthorView, MoleculeListItem, SynthesisSummary } from "../../../domain/views.ts";

/**
 * The lists the editor reads at start, and the signed-in user, declare exactly what their
 * repositories answer (docs/decisions/api/0143-exact-list-answers.md): every row fits the item
 * schema, no row has a field the schema leaves out, and every declared field is sent (by one of the
 * row shapes, when a signed-in list adds some). The API tests check the values against the document on both engines;
 * these check the fields, which the document leaves open. Types only: `npm run typecheck` fails.
 */
type KeysOf<T> = T extends unknown ? keyof T : never;
type Exact<Row, Schema extends z.ZodType> = [Row] extends [z.output<Schema>]
  ? [Exclude<KeysOf<Row>, keyof z.output<Schema>> | Exclude<keyof z.output<Schema>, KeysOf<Row>>] extends [
      never,
    ]
    ? true
    : {
        extra: Exclude<KeysOf<Row>, keyof z.output<Schema>>;
        missing: Exclude<keyof z.output<Schema>, KeysOf<Row>>;
      }
  : { doesNotFit: Row };
type RowOf<F extends (...args: never[]) => Promise<readonly unknown[]>> = Awaited<ReturnType<F>>[number];

describe("the answers the editor reads at start", () => {
  it("name every field their repositories send, with its type", () => {
    expectTypeOf<Exact<AuthorView, typeof authorSchema>>().toEqualTypeOf<true>();
    expectTypeOf<Exact<MoleculeListItem, typeof moleculeListItemSchema>>().toEqualTypeOf<true>();
    expectTypeOf<Exact<SynthesisSummary, typeof synthesisSummarySchema>>().toEqualTypeOf<true>();
    expectTypeOf<
      Exact<RowOf<LookupRepository["solvents"]>, typeof solventListItemSchema>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Exact<RowOf<LookupRepository["reagents"]>, typeof reagentListItemSchema>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Exact<RowOf<LookupRepository["references"]>, typeof referenceListItemSchema>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Exact<RowOf<NamedReactionRepository["list"]>, typeof namedReactionListItemSchema>
    >().toEqualTypeOf<true>();
    expectTypeOf<
      Exact<RowOf<ProtectingGroupRepository["list"]>, typeof protectingGroupItemSchema>
    >().toEqualTypeOf<true>();
    expectTypeOf<Exact<DraftSummary, typeof draftSummarySchema>>().toEqualTypeOf<true>();
  });
  it("name every field of the signed-in user", () => {
    expectTypeOf<Exact<PublicUser, typeof userSchema>>().toEqualTypeOf<true>();
  });
});
