import { createTheme } from "@mantine/core";

/** Breakpoints of INTERPRETATION.md (px): xs < 600, sm 600-959, md 960-1279, lg 1280-1919, xl ≥ 1920. */
export const theme = createTheme({
  breakpoints: { xs: "37.5em", sm: "37.5em", md: "60em", lg: "80em", xl: "120em" },
  primaryColor: "indigo",
  defaultRadius: "sm",
});
