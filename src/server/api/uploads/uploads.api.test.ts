import { createHash, randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePng, PNG_SIGNATURE, pngChunk, pngHeader, withoutChunks } from "../../../../tests/support/png.ts";
import type { SignedIn } from "../../../../tests/support/signed-in.ts";
import { signedInApp } from "../../../../tests/support/signed-in-app.ts";
import type { TestApp } from "../../../../tests/support/test-app.ts";
import { chemicalSchema } from "../../../domain/synthesis-document.ts";
import { apiDocumentOf } from "../../app.ts";

let t: TestApp, carla: SignedIn;

beforeAll(async () => {
  ({ t, carla } = await signedInApp({ carla: ["contributor", "Carla Contributor"] }));
});
afterAll(() => t.close());

const upload = (body: Uint8Array, headers: Record<string, string> = carla.headers, type = "image/png") =>
  t.request("/api/uploads", {
    method: "POST",
    headers: { "Content-Type": type, ...headers },
    body: new Uint8Array(body),
  });
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
const IEND = pngChunk("IEND", new Uint8Array());
// A different file per engine and run, so a name is never left over from another run.
const note = () => randomBytes(8).toString("hex");

describe(`/api/uploads (${process.env.TEST_ENGINE ?? "sqlite"})`, () => {
  it("stores a PNG under its content's name and answers its size", async () => {
    const png = makePng(12, 7);
    const res = await upload(png);
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { filename: string };
    const hash = createHash("sha256").update(png).digest("hex").slice(0, 24);
    expect(answer).toEqual({ filename: `upload-${hash}`, extension: "png", width: 12, height: 7 });
    // The name is a valid document file name.
    expect(chemicalSchema.safeParse({ filename: answer.filename, extension: "png" }).success).toBe(true);
  });

  it("gives the same bytes the same name, and other bytes another", async () => {
    const png = makePng(5, 5, note());
    const first = (await (await upload(png)).json()) as { filename: string };
    const again = await upload(png);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { filename: string }).filename).toBe(first.filename);
    const other = (await (await upload(makePng(5, 5, note()))).json()) as { filename: string };
    expect(other.filename).not.toBe(first.filename);
  });

  it("serves an upload to signed-in users only, privately", async () => {
    const png = makePng(3, 3, note());
    const { filename } = (await (await upload(png)).json()) as { filename: string };
    const res = await t.request(`/api/uploads/${filename}.png`, { headers: carla.cookieOnly });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/png");
    expect(res.headers.get("Cache-Control")).toMatch(/^private/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await res.arrayBuffer()).equals(withoutChunks(png, "tEXt"))).toBe(true);

    expect((await t.request(`/api/uploads/${filename}.png`)).status).toBe(401);
    const unknown = `upload-${"0".repeat(24)}.png`;
    expect((await t.request(`/api/uploads/${unknown}`, { headers: carla.cookieOnly })).status).toBe(404);
    for (const bad of [filename, `${filename}.svg`, "..%2Fmolecules%2Fquinine.svg", "upload-XYZ.png"]) {
      expect((await t.request(`/api/uploads/${bad}`, { headers: carla.cookieOnly })).status, bad).toBe(404);
    }
  });

  it("is not served by the public /images route", async () => {
    const { filename } = (await (await upload(makePng(2, 2, note()))).json()) as { filename: string };
    for (const path of [
      `/images/uploads/${filename}.png`,
      `/images/molecules/..%2Fuploads%2F${filename}.png`,
      `/images/molecules/../uploads/${filename}.png`,
    ]) {
      expect((await t.request(path)).status, path).toBe(404);
      expect((await t.request(path, { headers: carla.cookieOnly })).status, path).toBe(404);
    }
  });

  it("refuses a file that does not start with the PNG signature (415, naming file)", async () => {
    const res = await upload(Buffer.from("GIF89a\u0001\u0000\u0001\u0000 not a png"));
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toMatchObject({ code: "unsupported_media_type", field: "file" });
    expect((await errorOf(await upload(Buffer.from("GIF89a....")))).message).toMatch(/^file: is not a PNG/);
  });

  it("refuses another Content-Type (415, naming file)", async () => {
    const res = await upload(makePng(2, 2), carla.headers, "application/octet-stream");
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toMatchObject({ field: "file" });
  });

  it("refuses a PNG whose IHDR cannot be read, and an empty body (400, naming file)", async () => {
    const damaged = makePng(4, 4);
    damaged[17] = 0xff;
    const res = await upload(damaged);
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: "invalid_input", field: "file" });
    const empty = await upload(new Uint8Array());
    expect(empty.status).toBe(400);
    expect(await errorOf(empty)).toMatchObject({ field: "file" });
  });

  it("stores only the chunks a browser needs: text chunks are dropped and the name is of what is kept", async () => {
    const marker = `<script>${note()}</script>`;
    const png = makePng(6, 4, marker);
    expect(png.includes(marker)).toBe(true);
    const res = await upload(png);
    expect(res.status).toBe(201);
    const { filename } = (await res.json()) as { filename: string };
    const stored = Buffer.from(
      await (await t.request(`/api/uploads/${filename}.png`, { headers: carla.headers })).arrayBuffer(),
    );
    expect(stored.includes(marker)).toBe(false);
    expect(stored.includes("tEXt")).toBe(false);
    expect(stored.length).toBeLessThan(png.length);
    expect(filename).toBe(`upload-${createHash("sha256").update(stored).digest("hex").slice(0, 24)}`);
  });

  it("refuses a PNG declaring 30000 × 30000 pixels, or more than 4096 a side or 16 million in all (400, naming file)", async () => {
    const idat = pngChunk("IDAT", deflateSync(Buffer.alloc(64)));
    for (const [width, height] of [
      [30_000, 30_000],
      [4097, 2],
      [4096, 4096],
    ] as const) {
      const res = await upload(
        Buffer.concat([PNG_SIGNATURE, pngChunk("IHDR", pngHeader(width, height)), idat, IEND]),
      );
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error).toMatchObject({ code: "invalid_input", field: "file" });
      expect(error.message).toContain(`${width} × ${height} pixels`);
    }
  });

  it("refuses a header followed by HTML, a file without image data and data after IEND (400, naming file)", async () => {
    const html = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");
    const headerThenHtml = Buffer.concat([PNG_SIGNATURE, pngChunk("IHDR", pngHeader(1, 1)), html]);
    expect(headerThenHtml.length).toBeLessThan(120);
    const noImageData = Buffer.concat([PNG_SIGNATURE, pngChunk("IHDR", pngHeader(1, 1)), IEND]);
    const trailing = Buffer.concat([makePng(2, 2), html]);
    for (const body of [headerThenHtml, noImageData, trailing]) {
      const res = await upload(body);
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error).toMatchObject({ code: "invalid_input", field: "file" });
      expect(error.message).toMatch(/^file: is not a well-formed PNG image: /);
    }
  });

  it("refuses a file over 2 MB (413, naming file)", async () => {
    const big = Buffer.concat([makePng(1, 1), Buffer.alloc(2 * 2 ** 20)]);
    const res = await upload(big);
    expect(res.status).toBe(413);
    expect(await errorOf(res)).toMatchObject({ code: "payload_too_large", field: "file" });
  });

  it("needs a session (401) and the anti-forgery token (419)", async () => {
    expect((await upload(makePng(1, 1), {})).status).toBe(401);
    expect((await upload(makePng(1, 1), carla.cookieOnly)).status).toBe(419);
  });

  it("is declared in the API document: the PNG itself as the body, and the PNG as GET's answer", () => {
    const paths = apiDocumentOf(t.runtime.app).paths ?? {};
    const post = paths["/api/uploads"]?.post;
    expect(
      Object.keys(post?.requestBody && "content" in post.requestBody ? post.requestBody.content : {}),
    ).toEqual(["image/png"]);
    expect(Object.keys(post?.responses ?? {})).toEqual(
      expect.arrayContaining(["201", "400", "401", "413", "415", "419"]),
    );
    const get = paths["/api/uploads/{file}"]?.get;
    const answer = get?.responses?.["200"];
    expect(Object.keys(answer && "content" in answer ? (answer.content ?? {}) : {})).toEqual(["image/png"]);
  });
});
