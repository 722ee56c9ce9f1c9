// Mantine's styles per component (only those the site uses), instead of its 250 KB full sheet:
// the stylesheet blocks the first paint, so every kilobyte counts on a phone.
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/VisuallyHidden.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Anchor.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Center.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/ActionIcon.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Alert.css";
import "@mantine/core/styles/Accordion.css";
import "@mantine/core/styles/Burger.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/List.css";
import "@mantine/core/styles/Table.css";
import "@mantine/core/styles/DataList.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/SegmentedControl.css";
import "@mantine/core/styles/FloatingIndicator.css";
import "@mantine/core/styles/Stepper.css";
import "@mantine/core/styles/Typography.css";
import "@mantine/core/styles/Popover.css";
import "@mantine/core/styles/Menu.css";
import { MantineProvider, mantineHtmlProps } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root.ts";
import { originOf, type RootData } from "./lib/root-data.ts";
import { siteContext } from "./lib/site-context.ts";
import { cssVariablesResolver, theme } from "./lib/theme.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { settings } = context.get(siteContext);
  return { settings, origin: originOf(request, settings.publicUrl) };
}

export function Layout({ children }: { children: ReactNode }) {
  // Marks the document once React has hydrated it (this effect runs after every child's): the
  // end-to-end tests wait for it before they click, so a click is never lost to a page not yet live.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
