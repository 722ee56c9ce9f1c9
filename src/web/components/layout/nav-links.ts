/** The navigation of docs/product/pages.md §2.2.2, shared by the top bar, the drawer and the footer. */
export interface NavItem {
  label: string;
  to: string;
}

/** The "Browse Syntheses" dropdown. */
export const BROWSE_LINKS: readonly NavItem[] = [
  { label: "Browse by molecule", to: "/molecule" },
  { label: "Browse by principal investigator", to: "/author" },
  { label: "Browse by date", to: "/date" },
  { label: "Browse by carbon count", to: "/carbon" },
  { label: "Browse by reagent", to: "/reagents" },
  { label: "Browse by solvent", to: "/solvents" },
];

/** Top-level entries after the dropdown. */
export const SECTION_LINKS: readonly NavItem[] = [
  { label: "Named Reactions", to: "/named-reactions" },
  { label: "Protecting Groups", to: "/protecting-group" },
];

/**
 * After the sections: how a reader becomes a contributor. Shown to everyone (the public pages are
 * the same for every visitor and cached as such); signed in, the sign-in page leads on to the editor.
 */
export const ACCOUNT_LINKS: readonly NavItem[] = [
  { label: "Contribute", to: "/contribute" },
  { label: "Sign in", to: "/login" },
];

export const FOOTER_LINKS: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "Molecules", to: "/molecule" },
  { label: "Named Reactions", to: "/named-reactions" },
  { label: "Protecting Groups", to: "/protecting-group" },
  { label: "Reagents", to: "/reagents" },
  { label: "Solvents", to: "/solvents" },
  { label: "Open data", to: "/data" },
  { label: "Contact", to: "/contact" },
];
