import { useRouteLoaderData } from "react-router";
import type { SiteSettings } from "./site-context.ts";

/** What the root loader hands every page: settings and the absolute origin for canonical URLs. */
export interface RootData {
  settings: SiteSettings;
  origin: string;
}

/** The root loader data, from a component. */
export function useSite(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useSite() outside the root route");
  return data;
}

/** The root loader data, from a route's `meta` function (pass `matches`). */
export function rootDataFrom(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): RootData {
  const root = matches.find((m) => m?.id === "root");
  return root?.loaderData as RootData;
}

/** The public origin: PUBLIC_URL when set, else the request's own origin. */
export function originOf(request: Request, publicUrl: string): string {
  return publicUrl || new URL(request.url).origin;
}
