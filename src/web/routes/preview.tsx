import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { answerPreview, approvePreview, type PreviewRefusal, previewActions } from "../api-client/preview.ts";
import { PreviewFrame } from "../components/scheme/previewed-synthesis.tsx";
import { NO_REFERRER } from "../lib/meta.ts";
import { previewSources } from "../lib/preview-sources.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/preview.ts";

/**
 * The submitter's private preview of a draft (docs/product/pages.md §2.13): the synthesis page as it
 * will look once published, built in memory from the draft, with the drawings as data: URLs, and
 * the two answers the e-mail asks for. The token of the link is the only credential; the page is
 * private (never cached, never indexed) and carries no site navigation, analytics or outside
 * request that could carry its address elsewhere.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const result = await site.preview.open(params.token);
  if (!result.ok) throw data({ message: result.message }, { status: 410, statusText: "Gone" });
  const sources = previewSources(site.settings.imagesBaseUrl, result);
  const { synthesis } = result;
  return { token: params.token, title: result.title, synthesis, sources };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Preview: ${loaderData.title}` : "Preview link not valid" },
    { name: "robots", content: "noindex" },
    // The link's token is in the path: no Referer carries it to a log.
    NO_REFERRER,
  ];
}

function Answers({ token }: { token: string }) {
  const [done, setDone] = useState<"approved" | "answered" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [text, setText] = useState("");
  const actions = previewActions(token);

  async function run(
    event: FormEvent,
    call: () => Promise<PreviewRefusal | null>,
    outcome: "approved" | "answered",
  ) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const refusal = await call();
    setBusy(false);
    if (!refusal) setDone(outcome);
    else if (refusal.status === 0)
      setError("The answer could not be sent. Check the connection and try again.");
    else setError(refusal.message ?? `The answer was refused (${refusal.status}).`);
  }

  if (done) {
    return (
      <Text role="status" fw={600}>
        {done === "approved"
          ? "Thank you: you approved the synthesis. An editor will publish it."
          : "Thank you: your answer went to the editors."}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <form
        method="post"
        action={actions.approve}
        onSubmit={(e) => run(e, () => approvePreview(token), "approved")}
      >
        <Button type="submit" color="indigo.8" loading={busy}>
          Approve
        </Button>
      </form>
      <form
        method="post"
        action={actions.answer}
        onSubmit={(e) => run(e, () => answerPreview(token, { body: text }), "answered")}
      >
        <Stack gap="xs" align="flex-start">
          <label htmlFor="preview-answer">Or answer: what should still change?</label>
          <textarea
            id="preview-answer"
            name="body"
            required
            maxLength={4000}
            rows={4}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ width: "100%", maxWidth: "40rem", font: "inherit", padding: "0.5rem" }}
          />
          <Button type="submit" variant="outline" color="indigo.8" loading={busy} disabled={!text.trim()}>
            Answer
          </Button>
        </Stack>
      </form>
      {error && (
        <Text role="alert" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const { synthesis, sources, token } = loaderData;
  return (
    <PreviewFrame
      headline="Preview: this is how your synthesis will look once published"
      preview={{ synthesis, sources }}
    >
      <Text size="sm">
        Only you can see this page, through the link in your e-mail. Approve it as it is, or answer with what
        should still change.
      </Text>
      <Answers token={token} />
    </PreviewFrame>
  );
}

/** An unknown, used or expired link: a 410 page saying so. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown })?.message === "string"
      ? (error.data as { message: string }).message
      : null;
  return (
    <main style={{ maxWidth: 720, margin: "0 auto", padding: "4rem 1rem" }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Error 410</Title>
        <Text size="lg">This preview link no longer works</Text>
        {message && <Text>{message.charAt(0).toUpperCase() + message.slice(1)}.</Text>}
        <Text c="dimmed">
          A preview link works once, for 14 days. Ask the editor for a new one if you need it.
        </Text>
        <Group>
          <Button component="a" href="/" color="indigo.8">
            Go to the homepage
          </Button>
        </Group>
      </Stack>
    </main>
  );
}
