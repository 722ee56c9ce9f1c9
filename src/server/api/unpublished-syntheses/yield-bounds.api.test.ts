import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedIn, signIn } from "../../../../tests/support/signed-in.ts";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app.ts";
import { YIELD_BOUND_ERRORS } from "../../../domain/yield-bounds.ts";

/**
 * A yield's percentages are checked by the server as the editor's Yield panel checks them
 * (domain/yield-bounds.ts): a range out of order or beyond 100 % is a 400 naming the field, on a
 * new draft and on an update, and nothing is stored; qualitative texts stay free.
 */

let t: TestApp;
let carla: SignedIn;

type ErrorBody = { error: { code: string; message: string; field: string } };

const send = (method: string, path: string, body?: unknown) =>
  t.request(path, {
    method,
    headers: { "Content-Type": "application/json", ...carla.headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const withYield = (text: string) => ({
  format: 1,
  parts: [{ number: 1, reactions: [{ step: 1 }, { step: 2, yield: text }] }],
});

beforeAll(async () => {
  t = await createTestApp();
  carla = await signIn(t, "contributor", "Carla Yields");
});
afterAll(() => t.close());

describe("a draft's yields", () => {
  it.each([
    ["70–65%", YIELD_BOUND_ERRORS.order],
    ["70-105%", YIELD_BOUND_ERRORS.bounds],
    ["105%", YIELD_BOUND_ERRORS.bounds],
    ["90%–80% brsm (2 steps)", YIELD_BOUND_ERRORS.order],
  ])("%s is a 400 naming the yield, on POST and PUT, and nothing is stored", async (text, message) => {
    const field = "synthesis_json.parts.0.reactions.1.yield";
    const created = await send("POST", "/api/unpublishedSyntheses", {
      display_name: "Yield check",
      synthesis_json: withYield(text),
    });
    expect(created.status).toBe(400);
    expect(((await created.json()) as ErrorBody).error).toEqual({
      code: "invalid_input",
      field,
      message: `${field}: ${message}`,
    });

    const good = await send("POST", "/api/unpublishedSyntheses", {
      display_name: "Yield check",
      synthesis_json: withYield("46–50%"),
    });
    expect(good.status).toBe(201);
    const { id } = (await good.json()) as { id: number };
    const put = await send("PUT", `/api/unpublishedSyntheses/${id}`, { synthesis_json: withYield(text) });
    expect(put.status).toBe(400);
    expect(((await put.json()) as ErrorBody).error.field).toBe(field);
    const kept = await t.request(`/api/unpublishedSyntheses/${id}`, { headers: carla.cookieOnly });
    expect(JSON.parse(((await kept.json()) as { synthesis_json: string }).synthesis_json)).toEqual(
      withYield("46–50%"),
    );
  });

  it.each(["46–50% brsm (2 steps)", "70–70%", ">95%", "quant.", "85%", "0%", "100%"])(
    "%s is kept as written",
    async (text) => {
      const created = await send("POST", "/api/unpublishedSyntheses", {
        display_name: "Yield kept",
        synthesis_json: withYield(text),
      });
      expect(created.status).toBe(201);
      const { synthesis_json } = (await created.json()) as { synthesis_json: string };
      expect(JSON.parse(synthesis_json).parts[0].reactions[1].yield).toBe(text);
    },
  );
});
