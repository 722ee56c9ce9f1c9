import "../editor/zod-jitless.ts";
import { redirect, useNavigate } from "react-router";
import { EditorApp } from "../editor/editor-app.tsx";
import { loadEditorStart } from "../editor/editor-start.ts";
import { logout } from "../lib/auth-client.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/edit.ts";

/**
 * Guarded on the server: without a session the visitor goes to /login?next=/edit, with the address's
 * query kept (`?draft=12` from an e-mail's link opens that draft once signed in).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { viewer, settings } = context.get(siteContext);
  if (!viewer) {
    const { search } = new URL(request.url);
    throw redirect(search ? `/login?next=${encodeURIComponent(`/edit${search}`)}` : "/login?next=/edit");
  }
  return { user: viewer.user, csrfToken: viewer.csrfToken, siteName: settings.siteName };
}

/**
 * The editor's lists and user, read in the browser once the page is hydrated (the server's page
 * shows the editor's Loader until then). Never read again: from then on the editor's store owns
 * them and each write updates it (docs/decisions/code/0130-one-data-layer-react-router-loaders-and-fetchers.md).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [page, start] = await Promise.all([serverLoader(), loadEditorStart()]);
  return { ...page, start };
}
clientLoader.hydrate = true as const;

export function shouldRevalidate() {
  return false;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Editor | ${loaderData?.siteName ?? ""}` },
    { name: "robots", content: "noindex" },
    // Read by logout and every write call (docs/product/api.md §5.2: X-CSRF-TOKEN from this tag).
    { name: "csrf-token", content: loaderData?.csrfToken ?? "" },
  ];
}

/**
 * The editor (its own layout, no site header or footer). Its modules are imported only from this
 * route module, so they live in the /edit route's chunk and never load on a public page.
 */
export default function Edit({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  async function onLogout() {
    if (await logout()) navigate("/");
  }
  const start = "start" in loaderData ? loaderData.start : null;
  return (
    <EditorApp
      userName={loaderData.user.name}
      start={start}
      onExit={() => navigate("/")}
      onLogout={onLogout}
    />
  );
}
