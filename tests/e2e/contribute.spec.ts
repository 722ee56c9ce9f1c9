import {
  expect,
  holdHydration,
  newDocument,
  openUnhydrated,
  seriousA11yViolations,
  test,
  uniqueTag,
} from "./fixtures.ts";
import { signUpContributor, xsrfToken } from "./support/contributor.ts";
import { newestMailTo, textPart } from "./support/outbox.ts";

interface DraftRow {
  id: number;
  display_name: string;
}

test("a visitor signs up by e-mail, saves step 2 as a draft and sees what is still missing", async ({
  page,
}) => {
  const tag = uniqueTag();
  const email = `contrib-${tag}@example.org`;
  const name = `Ada Chemist ${tag}`;
  const port = new URL(test.info().project.use.baseURL ?? "").port;

  // Step 1: the sign-up form, checked in the browser first.
  await page.goto("/contribute");
  await expect(page.getByRole("link", { name: "Already have an account? Sign in" })).toHaveAttribute(
    "href",
    "/login?next=/contribute",
  );
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("ORCID iD (optional)").fill("0000-0002-1825-0098");
  await page.getByRole("button", { name: "Send the confirmation link" }).click();
  await expect(page.getByText("The check digit does not match")).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A reload keeps what was typed.
  await page.reload();
  await expect(page.getByLabel("Your name")).toHaveValue(name);
  await page.getByLabel("ORCID iD (optional)").fill("0000-0002-1825-0097");
  await page.getByLabel("Affiliation (optional)").fill("University of Somewhere");
  await page.getByRole("button", { name: "Send the confirmation link" }).click();
  await expect(
    page.getByText(`Check your e-mail: we sent a link to ${email} to confirm it and choose a password.`),
  ).toBeVisible();

  // The e-mail's link (in the text part, possibly quoted-printable).
  let link = "";
  await expect
    .poll(() => {
      const raw = newestMailTo(port, email);
      link = raw
        ? (/https?:\/\/\S+\/contribute\/verify\?token=[\w%.~-]+/.exec(textPart(raw))?.[0] ?? "")
        : "";
      return link;
    })
    .not.toBe("");
  const url = new URL(link);

  // The verification page: a password, typed twice.
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Repeat the password").fill("short");
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(page.getByText("Choose at least 12 characters")).toBeVisible();
  // Long enough, but the visitor's own e-mail address: the server says why and what to do.
  await page.getByLabel("Password", { exact: true }).fill(email);
  await page.getByLabel("Repeat the password").fill(email);
  await page.getByRole("button", { name: "Create my account" }).click();
  await expect(
    page.getByText("is too easy to guess. Avoid your name and e-mail address, or parts of them."),
  ).toBeVisible();
  const password = `correct-horse-${tag}`;
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Create my account" }).click();

  // Signed in, back on the contribute page at step 2 with a welcome line.
  await expect(page).toHaveURL(/\/contribute\?step=2$/);
  await expect(page.getByText(`Welcome, ${name}`)).toBeVisible();
  const user = await page.request.get("/api/user");
  expect(user.status()).toBe(200);

  // Step 2, kept over a reload, then saved as a draft.
  const molecule = `Contributine ${tag}`;
  await page.getByLabel("Which molecule is synthesised?").fill(molecule);
  await page.getByLabel("Kind of synthesis").selectOption("Total");
  await page.getByLabel("Chirality of the product").selectOption("Racemic");
  await page.getByLabel("Principal investigator of the main publication").fill("R. B. Woodward");
  await page.getByLabel("Publication date (year)").fill("1954");
  // A DOI pasted as its doi.org address is stored as the reference's DOI (issue 25).
  await page
    .getByLabel("All relevant references")
    .fill("https://doi.org/10.1021/ja01638a067\nA full citation, 1954.");
  await page.reload();
  await expect(page.getByLabel("Which molecule is synthesised?")).toHaveValue(molecule);
  await expect(page.getByLabel("Publication date (year)")).toHaveValue("1954");
  await expect(page.getByLabel("All relevant references")).toHaveValue(
    "https://doi.org/10.1021/ja01638a067\nA full citation, 1954.",
  );
  await page.getByRole("link", { name: "Next" }).click();

  // Step 3: the editor link names the saved draft.
  const editorLink = page.getByRole("link", { name: "Open the synthesis editor" });
  await expect(editorLink).toBeVisible();
  const drafts = (await (await page.request.get("/api/unpublishedSyntheses")).json()) as DraftRow[];
  const draft = drafts.find((d) => d.display_name === `${molecule} by R. B. Woodward (1954)`);
  expect(draft, "the draft of step 2").toBeDefined();
  await expect(editorLink).toHaveAttribute("href", `/edit?draft=${draft?.id}&from=contribute`);
  // The list holds summaries; the draft's own GET has its document.
  expect(draft).not.toHaveProperty("synthesis_json");
  const whole = (await (await page.request.get(`/api/unpublishedSyntheses/${draft?.id}`)).json()) as {
    synthesis_json: string;
  };
  const stored = JSON.parse(whole.synthesis_json);
  expect(stored).toMatchObject({
    format: 1,
    molecule: { name: molecule },
    author: { firstName: "R. B.", lastName: "Woodward" },
    year: 1954,
    type_1: "Total",
    type_2: "Racemic",
    // A DOI line is the reference's DOI (its citation text is written or looked up in the editor).
    references: [
      { display: "", doi: "10.1021/ja01638a067" },
      { display: "A full citation, 1954.", doi: null },
    ],
  });

  // Going back and on again updates the same draft rather than making another.
  await page.getByRole("link", { name: "Previous" }).click();
  await page.getByLabel("Publication date (year)").fill("1955");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(editorLink).toBeVisible();
  const after = (await (await page.request.get("/api/unpublishedSyntheses")).json()) as DraftRow[];
  expect(after.filter((d) => d.display_name.startsWith(molecule)).map((d) => d.id)).toEqual([draft?.id]);

  // Step 4: an incomplete draft lists what is missing and cannot be submitted.
  await page.getByRole("link", { name: "Next" }).click();
  const missing = page.getByRole("list", { name: "Still missing" });
  await expect(missing).toBeVisible();
  expect(await missing.getByRole("listitem").count()).toBeGreaterThan(0);
  await expect(page.getByRole("button", { name: "Submit the synthesis" })).toBeDisabled();
  // Submitting shares the data under CC BY 4.0: said before the button, with the licence's link.
  const licence = page.getByTestId("licence-agreement");
  await expect(licence).toContainText("By submitting, you agree that the data of this synthesis");
  await expect(licence.getByRole("link", { name: /CC BY 4\.0/ })).toHaveAttribute(
    "href",
    "https://creativecommons.org/licenses/by/4.0/",
  );
  expect(await seriousA11yViolations(page)).toEqual([]);

  // ?step=N opens a step directly once a draft exists.
  await page.goto("/contribute?step=3");
  await expect(page.getByRole("link", { name: "Open the synthesis editor" })).toBeVisible();
});

test("a signed-out visitor reaches step 3 only to learn that step 1 comes first", async ({ page }) => {
  await page.goto("/contribute?step=4");
  await expect(page.getByLabel("Your name")).toBeVisible();
  // The address follows the step shown: step 4 is not open without a draft, step 1 is.
  await expect(page).toHaveURL(/\/contribute\?step=1$/);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/contribute\?step=2$/);
  await page.getByLabel("Which molecule is synthesised?").fill("Anonymine");
  await page.getByLabel("Kind of synthesis").selectOption("Partial");
  await page.getByLabel("Chirality of the product").selectOption("Not Applicable");
  await page.getByLabel("Principal investigator of the main publication").fill("Nobody");
  await page.getByLabel("Publication date (year)").fill("2001");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Step 1 comes first")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the synthesis editor" })).toHaveCount(0);
});

test("Next clicked before the page has hydrated is not lost: it loads step 2", async ({ page }) => {
  const release = await holdHydration(page);
  await openUnhydrated(page, "/contribute");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await newDocument(page, async () => {
    await page.getByRole("link", { name: "Next" }).click();
    release();
  });
  await expect(page).toHaveURL(/\/contribute\?step=2$/);
  await expect(page.getByLabel("Which molecule is synthesised?")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Next and Previous are links to the steps", async ({ page }) => {
    await page.goto("/contribute");
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    const next = page.getByRole("link", { name: "Next" });
    await expect(next).toHaveAttribute("href", "?step=2");
    await next.click();
    await expect(page).toHaveURL(/\/contribute\?step=2$/);
  });
});

test("an unknown or missing sign-up link says so at once, with a way back to sign-up", async ({ page }) => {
  for (const address of ["/contribute/verify?token=not-a-real-token", "/contribute/verify"]) {
    await page.goto(address);
    await expect(page).toHaveTitle(/Confirm your e-mail address/);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
    // No password form to fill in vain: the page says the link does not work, and what to do.
    await expect(page.getByRole("alert")).toHaveText("This link does not work.");
    await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Sign up again" })).toHaveAttribute(
      "href",
      "/contribute?step=1",
    );
  }
});

test("the investigator's match arriving late does not undo the year typed meanwhile", async ({ page }) => {
  const tag = uniqueTag();
  await signUpContributor(page, `Late ${tag}`, `late-${tag}@example.org`, `late-password-${tag}`);
  await page.goto("/contribute?step=2");
  // Step 2 shows once the stored answers and their reads have arrived (the route's clientLoader).
  await expect(page.getByLabel("Publication date (year)")).toBeVisible();
  // The year is typed in the very moment the archive's authors have arrived and been shown, before
  // the page has taken the matching author as the investigator (what a fast typist on a slow
  // connection meets): a DOM observer types it as soon as "Add '…'" appears.
  await page.evaluate(() => {
    const year = document.querySelector<HTMLInputElement>('input[type="number"]') as HTMLInputElement;
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes("Add 'Elias J. Corey'")) return;
      observer.disconnect();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(year, "2001");
      year.dispatchEvent(new Event("input", { bubbles: true }));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.getByLabel("Principal investigator of the main publication").fill("Elias J. Corey");
  await expect(page.getByText("Elias J. Corey is in the archive.")).toBeVisible();
  await expect(page.getByLabel("Publication date (year)")).toHaveValue("2001");
  await expect(page.getByLabel("Principal investigator of the main publication")).toHaveValue(
    "Elias J. Corey",
  );
});

test("a complete draft is submitted for review from step 4", async ({ page, request }) => {
  const tag = uniqueTag();
  const email = `complete-${tag}@example.org`;
  await signUpContributor(page, `Complete ${tag}`, email, `complete-password-${tag}`);

  await page.goto("/contribute");
  await expect(page.getByText(`Signed in as Complete ${tag}.`)).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await page.getByLabel("Which molecule is synthesised?").fill("Artemisinin");
  await page.getByLabel("Kind of synthesis").selectOption("Total");
  await page.getByLabel("Chirality of the product").selectOption("Single Enantiomer");
  await page.getByLabel("Principal investigator of the main publication").fill("Peter Seeberger");
  await page.getByLabel("Publication date (year)").fill("2013");
  await page.getByRole("link", { name: "Next" }).click();
  const editorLink = page.getByRole("link", { name: "Open the synthesis editor" });
  const href = (await editorLink.getAttribute("href")) ?? "";
  const draftId = Number(/draft=(\d+)/.exec(href)?.[1]);

  // The reaction sequence, as the editor would save it: here a demo synthesis's whole document.
  const list = (await (await request.get("/api/syntheses")).json()) as { id: number }[];
  const doc = (await (await page.request.get(`/api/syntheses/${list[0].id}/document`)).json()) as {
    document: unknown;
  };
  const put = await page.request.put(`/api/unpublishedSyntheses/${draftId}`, {
    data: { synthesis_json: doc.document },
    headers: { "X-XSRF-TOKEN": await xsrfToken(page) },
  });
  expect(put.status()).toBe(200);

  await page.goto("/contribute?step=4");
  await expect(page.getByText("Everything is complete: you can submit the synthesis.")).toBeVisible();
  await page.getByRole("button", { name: "Submit the synthesis" }).click();
  await expect(
    page.getByText(`Thank you: your synthesis is submitted for review. We will write to you at ${email}.`),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/contribute\?step=4$/);
  // Reloaded, step 4 still says it was submitted, and offers what comes next instead of a Submit
  // button that could do nothing.
  await page.reload();
  await expect(page.getByText(/Thank you: your synthesis is submitted for review/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit the synthesis" })).toHaveCount(0);
  await expect(page.getByText("Everything is complete: you can submit the synthesis.")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Preview the public page" })).toHaveAttribute(
    "href",
    `/preview/draft/${draftId}?from=contribute`,
  );
  // Starting another contribution clears the stored answers and goes back to step 2.
  await page.getByRole("button", { name: "Submit another synthesis" }).click();
  await expect(page).toHaveURL(/\/contribute\?step=2$/);
  await expect(page.getByLabel("Which molecule is synthesised?")).toHaveValue("");
  expect(
    JSON.parse((await page.evaluate(() => window.localStorage.getItem("contribute"))) ?? "{}").draftId ??
      null,
  ).toBeNull();
});
