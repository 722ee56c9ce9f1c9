import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/home.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  return { siteName: site.settings.siteName, recent: await site.syntheses.recent(5) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData.siteName} - The Organic Synthesis Database` }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1>{loaderData.siteName}</h1>
      <ul>
        {loaderData.recent.map((s) => (
          <li key={s.id}>{s.molecule.name}</li>
        ))}
      </ul>
    </div>
  );
}
