let lastMessageId = 0;

/**
 * A new Snackbar message id: the editor's notices and its reads' failures share one sequence, so
 * the latest is shown. A module of its own: the data routes import it without the Snackbar's UI.
 */
export function nextMessageId(): number {
  lastMessageId += 1;
  return lastMessageId;
}
