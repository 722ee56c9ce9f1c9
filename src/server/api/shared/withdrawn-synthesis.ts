/** The answer for an unpublished synthesis (410), on its read and its citations. */
export const UNPUBLISHED_MESSAGE = "This synthesis has been withdrawn from the archive";
