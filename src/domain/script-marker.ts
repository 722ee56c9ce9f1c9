/**
 * In the domain because the renderer (web/entry.server.tsx) and the security middleware
 * (server/http/) both use it, and the domain is a folder both may import while neither may import
 * the other (docs/architecture.md "Which folder may import which").
 *
 * The renderer marks the inline scripts it emits itself (React Router's hydration data, route
 * modules and scroll restoration, React's own) with a nonce made for that one render, and hands the
 * nonce to the server's security middleware in this response header. The middleware hashes only the
 * scripts that carry it and strips both the attribute and the header
 * (docs/decisions/security/0040-csp-backstop-targeted-lockout-and-secrets-in-logs.md): a script
 * that came from data cannot know the nonce, so it gets no hash and the browser refuses it.
 */
export const SCRIPT_MARKER_HEADER = "x-rendered-script-marker";
