import { describe, expect, it } from "vitest";
import { createCachePolicy, isTooLong } from "./cache-policy.ts";

const withPublicUrl = createCachePolicy({ publicUrl: "https://archive.example.org" });
const withoutPublicUrl = createCachePolicy({ publicUrl: "" });
const anonymous = { host: "archive.example.org" };

describe("cache policy", () => {
  it("keys a page or a public read by its path alone", () => {
    expect(withPublicUrl("GET", "/syn/12", anonymous)).toEqual({ key: "/syn/12", target: "/syn/12" });
    expect(withPublicUrl("GET", "/api/syntheses/12", anonymous)?.key).toBe("/api/syntheses/12");
    expect(withPublicUrl("HEAD", "/named-reactions", anonymous)?.key).toBe("/named-reactions");
  });

  it("drops the query parameters a route does not read", () => {
    expect(withPublicUrl("GET", "/syn/12?utm_source=mail&x=1", anonymous)).toEqual({
      key: "/syn/12",
      target: "/syn/12",
    });
    expect(withPublicUrl("GET", "/api/authors?junk=1", anonymous)?.target).toBe("/api/authors");
  });

  it("keeps q on /search and React Router's _routes on data requests, in a fixed order", () => {
    expect(withPublicUrl("GET", "/search?x=1&q=quinine", anonymous)?.key).toBe("/search?q=quinine");
    expect(withPublicUrl("GET", "/search.data?_routes=routes%2Fsearch&q=taxol&y=2", anonymous)?.key).toBe(
      "/search.data?q=taxol&_routes=routes%2Fsearch",
    );
    expect(withPublicUrl("GET", "/syn/12.data?_routes=root&z=9", anonymous)?.key).toBe(
      "/syn/12.data?_routes=root",
    );
  });

  it("keys a synthesis's citation file by its format, dropping other parameters", () => {
    expect(withPublicUrl("GET", "/api/syntheses/12/citation?junk=1&format=ris", anonymous)?.key).toBe(
      "/api/syntheses/12/citation?format=ris",
    );
    expect(withPublicUrl("GET", "/api/syntheses/12/citation?format=bibtex", anonymous)?.key).toBe(
      "/api/syntheses/12/citation?format=bibtex",
    );
    // A molecule's routes in one file: the same parameter survives.
    expect(withPublicUrl("GET", "/api/molecules/3/citations?x=1&format=csl", anonymous)?.target).toBe(
      "/api/molecules/3/citations?format=csl",
    );
  });

  it("keeps format on a synthesis's export, and never takes up the bulk downloads", () => {
    // The server strips the parameters the key drops before the route runs: format must survive.
    expect(withPublicUrl("GET", "/api/syntheses/12/export?x=1&format=sdf", anonymous)?.target).toBe(
      "/api/syntheses/12/export?format=sdf",
    );
    for (const file of ["syntheses.jsonl", "molecules.sdf", "reactions.rdf", "routes.json"]) {
      expect(withPublicUrl("GET", `/api/export/${file}`, anonymous)).toBeNull();
    }
  });

  it("shares structure search answers and drawings under exactly their parameters", () => {
    expect(
      withPublicUrl(
        "GET",
        "/api/search/structure?x=1&threshold=0.7&q=c1ccccc1&mode=similarity&limit=5",
        anonymous,
      )?.key,
    ).toBe("/api/search/structure?q=c1ccccc1&mode=similarity&limit=5&threshold=0.7");
    expect(withPublicUrl("GET", "/api/search/structure/image?q=CO&smiles=CCO&y=2", anonymous)?.key).toBe(
      "/api/search/structure/image?smiles=CCO&q=CO",
    );
    // A drawing's highlighting comes from its query alone: an atom list is not part of its key.
    expect(
      withPublicUrl("GET", "/api/search/structure/image?smiles=CCO&q=CO&atoms=0%2C2", anonymous)?.key,
    ).toBe("/api/search/structure/image?smiles=CCO&q=CO");
    expect(withPublicUrl("GET", "/api/search/structure/other", anonymous)).toBeNull();
    expect(
      withPublicUrl("GET", "/search?structure=CCO&mode=exact&junk=1&threshold=0.4", anonymous)?.key,
    ).toBe("/search?structure=CCO&mode=exact&threshold=0.4");
    // The stereochemistry choice and the cursor of a later page change the answer: kept.
    expect(
      withPublicUrl("GET", "/api/search/structure?after=c12.50&q=C&junk=1&stereo=ignore", anonymous)?.key,
    ).toBe("/api/search/structure?q=C&stereo=ignore&after=c12.50");
    expect(
      withPublicUrl("GET", "/search?structure=CCO&after=t3.1&stereo=ignore&mode=exact", anonymous)?.key,
    ).toBe("/search?structure=CCO&mode=exact&stereo=ignore&after=t3.1");
  });

  it("never shares requests that carry a session or credentials, or writes", () => {
    expect(withPublicUrl("GET", "/", { ...anonymous, cookie: "a=1; synthesis_session=abc" })).toBeNull();
    expect(withPublicUrl("GET", "/api/authors", { ...anonymous, authorization: "Bearer x" })).toBeNull();
    expect(withPublicUrl("POST", "/api/authors", anonymous)).toBeNull();
    // Other cookies (the consent choice) do not make a request personal.
    expect(withPublicUrl("GET", "/", { ...anonymous, cookie: "consent=true" })?.key).toBe("/");
  });

  it("never shares personal pages, files, search answers or the session calls", () => {
    for (const target of [
      "/edit",
      "/edit/anything",
      "/login?next=/edit",
      "/login.data",
      "/preview/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "/preview/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.data",
      "/api/preview/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      "/api/search?q=quinine",
      "/api/user",
      "/api/login",
      "/sanctum/csrf-cookie",
      "/images/molecules/x.svg",
      "/assets/app.js",
      "/__manifest?paths=%2Fcookie&version=abc",
    ]) {
      expect(withPublicUrl("GET", target, anonymous)).toBeNull();
    }
  });

  it("puts the Host into the key only when PUBLIC_URL is unset (the origin then comes from it)", () => {
    expect(withoutPublicUrl("GET", "/syn/1", { host: "evil.example" })?.key).toBe("evil.example/syn/1");
    expect(withoutPublicUrl("GET", "/syn/1", { host: "localhost:3000" })?.key).toBe("localhost:3000/syn/1");
    expect(withPublicUrl("GET", "/syn/1", { host: "evil.example" })?.key).toBe("/syn/1");
  });
});

describe("request target length", () => {
  it("refuses targets over 2 KB, except React Router's route discovery, which bounds itself", () => {
    expect(isTooLong(`/search?q=${"x".repeat(2038)}`)).toBe(false);
    expect(isTooLong(`/search?q=${"x".repeat(2039)}`)).toBe(true);
    expect(isTooLong(`/__manifest?paths=${"%2Fauthors%2Fx".repeat(400)}&version=1`)).toBe(false);
    expect(isTooLong(`/__manifestx?${"x".repeat(3000)}`)).toBe(true);
  });
});
