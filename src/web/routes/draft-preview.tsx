import { Anchor, Stack, Text, Title } from "@mantine/core";
import { data, isRouteErrorResponse, redirect } from "react-router";
import { PreviewFrame } from "../components/scheme/previewed-synthesis.tsx";
import { previewSources } from "../lib/preview-sources.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/draft-preview.ts";

/** Where the page leads back to: the Contribute page's fourth step, or the editor on the draft. */
const backLink = (draftId: number, from: string | null) =>
  from === "contribute"
    ? { href: "/contribute?step=4", text: "Back to Submit for review" }
    : { href: `/edit?draft=${draftId}`, text: "Back to the editor" };

/**
 * A saved draft as its public page will show it, for its signed-in owner and the editors
 * (docs/product/pages.md §2.14.5): one click from the editor and from the Contribute page's fourth
 * step. The same view as the e-mailed preview link, without its answers; private like it (never
 * cached, never indexed). A draft that is not complete lists what is still missing.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const path = new URL(request.url).pathname;
  if (!site.viewer) throw redirect(`/login?next=${encodeURIComponent(path)}`);
  const draftId = /^[1-9][0-9]{0,9}$/.test(params.id) ? Number(params.id) : null;
  const notFound = () => data({ message: "there is no such draft among yours" }, { status: 404 });
  if (draftId === null) throw notFound();
  const back = backLink(draftId, new URL(request.url).searchParams.get("from"));
  const result = await site.preview.openDraft(draftId, site.viewer.user);
  if (!result.ok) {
    if (result.status === 404) throw notFound();
    return { ready: false as const, back, problems: result.problems.map((p) => p.message) };
  }
  const sources = previewSources(site.settings.imagesBaseUrl, result);
  return { ready: true as const, back, title: result.title, synthesis: result.synthesis, sources };
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.ready ? `Preview: ${loaderData.title}` : "Preview" },
    { name: "robots", content: "noindex" },
  ];
}

export default function DraftPreviewPage({ loaderData }: Route.ComponentProps) {
  const { back } = loaderData;
  return (
    <PreviewFrame
      headline="Preview: this is how the synthesis will look once published"
      preview={loaderData.ready ? loaderData : null}
    >
      {loaderData.ready ? (
        <Text size="sm">Only you and the editors can see this page.</Text>
      ) : (
        <div>
          <Text size="sm" mb="xs">
            Still missing before the synthesis can be shown as it will be published:
          </Text>
          <ul aria-label="Still missing">
            {loaderData.problems.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <Anchor href={back.href} size="sm" c="indigo.8">
        {back.text}
      </Anchor>
    </PreviewFrame>
  );
}

/** Someone else's draft (for a contributor) or no such draft: a 404 page saying so. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <main style={{ maxWidth: 720, margin: "0 auto", padding: "4rem 1rem" }}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Error {status}</Title>
        <Text size="lg">
          {status === 404 ? "There is no such draft among yours" : "Something went wrong"}
        </Text>
        <Anchor href="/edit" c="indigo.8">
          Go to the editor
        </Anchor>
      </Stack>
    </main>
  );
}
