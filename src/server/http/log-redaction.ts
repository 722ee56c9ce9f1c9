/**
 * Secrets that travel in URLs never reach the log (docs/decisions/security/0040-csp-backstop-targeted-lockout-and-secrets-in-logs.md "CSP backstop, targeted
 * lockout and secrets in logs"): the token of a preview link is the path segment after /preview/ or
 * /api/preview/ and is the link's only credential; sign-up, invitation and reset links carry theirs
 * as `?token=`. Logs are kept, copied and read by more people than the database, so each such value
 * is replaced by a fixed word before the line is written.
 */
const REDACTED = "[redacted]";

/** Path prefixes whose next segment is a secret. */
// `/preview/draft/{id}` (a signed-in owner's preview of a draft) carries no secret.
const SECRET_SEGMENT = /^(\/(?:api\/)?preview\/)(?!draft\/)[^/?#]+/i;
/** Query parameters whose value is a secret (their names as links and forms write them). */
const SECRET_PARAMS = new Set(["token"]);

/** A request target (path, optionally with its query) fit for a log line. */
export function redactTarget(target: string): string {
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const safePath = path.replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (queryAt === -1) return safePath;
  const query = target
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const name = pair.split("=")[0];
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replaceAll("+", " "));
      } catch {
        // A malformed name is logged as sent (it names no secret we know of).
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join("&");
  return `${safePath}?${query}`;
}
