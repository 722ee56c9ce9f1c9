import { data } from "react-router";
import { NotFoundView } from "../components/layout/error-view.tsx";
import { rootDataFrom } from "../lib/root-data.ts";
import type { Route } from "./+types/not-found.ts";

/**
 * /404 and every unknown path. The loader throws, so the answer carries HTTP status 404 and the
 * public layout's error boundary renders the page (docs/product/pages.md §2.1.3).
 */
export function loader() {
  throw data(null, { status: 404, statusText: "Not Found" });
}

export function meta({ matches }: Route.MetaArgs) {
  const siteName = rootDataFrom(matches)?.settings.siteName ?? "Synthesis Archive";
  return [{ title: `Page not found | ${siteName}` }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return <NotFoundView />;
}
