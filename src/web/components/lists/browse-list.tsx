import { Anchor, List, Text } from "@mantine/core";
import { Link } from "react-router";

const ITEMS = [
  { to: "/molecule", label: "Browse by molecule", note: "every synthesised molecule, A to Z" },
  { to: "/author", label: "Browse by principal investigator", note: "the groups behind each route" },
  { to: "/date", label: "Browse by date", note: "from the classics to this decade" },
  { to: "/carbon", label: "Browse by carbon count", note: "from small molecules to large natural products" },
] as const;

/** The home page's four ways into the archive (docs/product/pages.md §2.3.2). */
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
