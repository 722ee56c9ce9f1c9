import { Anchor, List, Text } from "@mantine/core";
import { Link } from "react-router";

const ITEMS = [
  { to: "/molecule", label: "Browse by molecule", note: "every synthesised molecule, A to Z" },
  { to: "/author", label: "Browse by principal investigator", note: "the groups behind each route" },
  { to: "/date", label: "Browse by date", note: "from the classics to this decade" },
  { to: "/carbon", label: "Browse by carbon count", note: "from small molecules to large natural products" },
  {
    to: "/reagents",
    label: "Browse by reagent",
    note: "every reagent and catalyst, and the steps that use it",
  },
  { to: "/solvents", label: "Browse by solvent", note: "every solvent, and the steps that use it" },
] as const;

/** The home page's ways into the archive (docs/product/pages.md §2.3.2, and the reagent and solvent indexes). */
export function BrowseList() {
  return (
    <List spacing="xs" listStyleType="none" ml={0} pl={0}>
      {ITEMS.map((item) => (
        <List.Item key={item.to}>
          <Anchor component={Link} to={item.to} fw={600}>
            {item.label}
          </Anchor>
          <Text span c="gray.7">
            {" "}
            — {item.note}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
