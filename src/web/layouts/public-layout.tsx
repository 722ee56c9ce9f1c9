import { isRouteErrorResponse, Outlet } from "react-router";
import { ErrorView, GoneView, NotFoundView } from "../components/layout/error-view.tsx";
import { PublicShell } from "../components/layout/public-shell.tsx";
import { rootDataFrom } from "../lib/root-data.ts";
import type { Route } from "./+types/public-layout.ts";

/** The public layout (docs/product/pages.md §2.2): header, navigation, content, cookie banner, footer. */
export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

/**
 * Titles when a page failed (the failing page's own meta is not used then); otherwise the home
 * title, inherited by any page that has no meta of its own.
 */
export function meta({ error, matches }: Route.MetaArgs) {
  const siteName = rootDataFrom(matches)?.settings.siteName ?? "Synthesis Archive";
  if (!error) return [{ title: `${siteName} - The Organic Synthesis Database` }];
  const title = isNotFound(error)
    ? "Page not found"
    : isGone(error)
      ? "Synthesis withdrawn"
      : isRouteErrorResponse(error) && error.status === 503
        ? "Temporarily unavailable"
        : "Something went wrong";
  return [{ title: `${title} | ${siteName}` }, { name: "robots", content: "noindex" }];
}

/** Unknown paths and missing records (loaders throw a 404) render inside the layout. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <PublicShell>
      {isNotFound(error) ? (
        <NotFoundView />
      ) : isGone(error) ? (
        <GoneView />
      ) : (
        <ErrorView status={isRouteErrorResponse(error) ? error.status : undefined} />
      )}
    </PublicShell>
  );
}

function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

function isGone(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 410;
}
