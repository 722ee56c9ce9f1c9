import { type CSSVariablesResolver, createTheme } from "@mantine/core";

/** Breakpoints, px (docs/product/texts.md §10): xs < 600, sm 600-959, md 960-1279, lg 1280-1919, xl 1920+ */
export const theme = createTheme({
  breakpoints: { xs: "37.5em", sm: "37.5em", md: "60em", lg: "80em", xl: "120em" },
  primaryColor: "indigo",
  // Shade 8 keeps white button text above the 4.5:1 contrast ratio of WCAG AA.
  primaryShade: { light: 8, dark: 5 },
  defaultRadius: "sm",
});

/** Darker dimmed and error texts than Mantine's defaults, for WCAG AA contrast on white. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": t.colors.gray[7],
    "--mantine-color-error": t.colors.red[9],
    "--mantine-color-placeholder": t.colors.gray[7],
  },
  dark: {},
});
