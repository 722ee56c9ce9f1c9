import { Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** The 404 page (docs/product/pages.md §2.11.2): shown for unknown paths and missing records. */
export function NotFoundView() {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Title order={1}>Error 404</Title>
      <Text size="lg">This page does not exist</Text>
      <Button component={Link} to="/" color="indigo.8">
        Go back to homepage
      </Button>
    </Stack>
  );
}

/** An unpublished synthesis (410, docs/product/pages.md §2.11.5). */
export function GoneView() {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Title order={1}>Error 410</Title>
      <Text size="lg">This synthesis has been withdrawn from the archive</Text>
      <Button component={Link} to="/" color="indigo.8">
        Go back to homepage
      </Button>
    </Stack>
  );
}

/**
 * Any other failure: a short message, no details (they are in the server log). 503: the database
 * cannot be reached for now.
 */
export function ErrorView({ status }: { status?: number }) {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <Title order={1}>{status ? `Error ${status}` : "Something went wrong"}</Title>
      <Text size="lg">
        {status === 503
          ? "The archive is briefly out of reach. Please try again in a moment."
          : "This page could not be shown just now. Please try again in a moment."}
      </Text>
      <Button component={Link} to="/" color="indigo.8">
        Go back to homepage
      </Button>
    </Stack>
  );
}
