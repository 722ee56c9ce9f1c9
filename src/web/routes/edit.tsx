import { Box, Text, Title } from "@mantine/core";
import { useState } from "react";
import { redirect, useNavigate } from "react-router";
import { EditorTopBar, type EditorView } from "../editor/editor-top-bar.tsx";
import { logout } from "../lib/auth-client.ts";
import { siteContext } from "../lib/site-context.ts";
import type { Route } from "./+types/edit.ts";

/** Guarded on the server: without a session the visitor goes to /login?next=/edit. */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer, settings } = context.get(siteContext);
  if (!viewer) throw redirect("/login?next=/edit");
  return { user: viewer.user, csrfToken: viewer.csrfToken, siteName: settings.siteName };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `Editor | ${loaderData?.siteName ?? ""}` },
    { name: "robots", content: "noindex" },
    // Read by logout and every later write call (docs/product/api.md §5.2: X-CSRF-TOKEN from this tag).
    { name: "csrf-token", content: loaderData?.csrfToken ?? "" },
  ];
}

const VIEW_TITLES: Record<EditorView, string> = {
  authors: "Authors Editor",
  reagents: "Reagents Editor",
  solvents: "Solvents Editor",
  references: "References Editor",
};

/**
 * The editor frame (its own layout, no site header or footer): top bar, left main area, right
 * panel 30rem wide. The synthesis and lookup editors themselves come with the editor issue.
 */
export default function Edit({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [view, setView] = useState<EditorView | null>(null);

  async function onLogout() {
    if (await logout()) navigate("/");
  }

  return (
    <Box style={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <EditorTopBar
        userName={loaderData.user.name}
        canSave={false}
        onNew={() => setView(null)}
        onOpen={() => setView(null)}
        onSave={() => undefined}
        onExit={() => navigate("/")}
        onView={setView}
        onLogout={onLogout}
      />
      <Box style={{ display: "flex", flex: 1, minHeight: 0 }}>
        <Box component="main" p="md" style={{ flex: 1, overflow: "auto" }}>
          <Title order={1} size="h3">
            {view ? VIEW_TITLES[view] : "Synthesis editor"}
          </Title>
          <Text c="dimmed" mt="sm">
            {view
              ? "This editor is not available yet."
              : "Open a synthesis from the File menu, or choose an editor from the View menu. Editing is not available yet."}
          </Text>
        </Box>
        <Box
          component="aside"
          aria-label="Details"
          p="md"
          visibleFrom="md"
          style={{ width: "30rem", flexShrink: 0, borderLeft: "1px solid var(--mantine-color-gray-3)" }}
        >
          <Text c="dimmed">Select an element to see its details.</Text>
        </Box>
      </Box>
    </Box>
  );
}
