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
