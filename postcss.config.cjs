// Mantine's PostCSS preset: rem(), light-dark() and breakpoint mixins in our CSS modules.
module.exports = {
  plugins: {
    "postcss-preset-mantine": {},
    "postcss-simple-vars": {
      variables: {
        "mantine-breakpoint-xs": "36em",
        "mantine-breakpoint-sm": "37.5em",
        "mantine-breakpoint-md": "60em",
        "mantine-breakpoint-lg": "80em",
        "mantine-breakpoint-xl": "120em",
      },
    },
  },
};
