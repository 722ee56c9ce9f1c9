import { escapeHtml } from "./escape-html.ts";
import type { MailMessage } from "./mailer.ts";

/** What every message needs to know about the site: its name and the origin links start with. */
export interface MailSite {
  siteName: string;
  /** PUBLIC_URL, or the server's configured origin (config.ts mailLinkOrigin). */
  origin: string;
}

/** Plain text and HTML from the same paragraphs; every piece of text is escaped for the HTML part. */
function compose(
  to: string,
  subject: string,
  site: MailSite,
  paragraphs: (string | { link: string; label: string })[],
): MailMessage {
  const text = `${paragraphs
    .map((p) => (typeof p === "string" ? p : `${p.label}:\n${p.link}`))
    .join("\n\n")}\n\n-- \n${site.siteName}\n${site.origin}/\n`;
  const body = paragraphs
    .map((p) =>
      typeof p === "string"
        ? `<p>${escapeHtml(p)}</p>`
        : `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>\n<p style="color:#555;font-size:90%">${escapeHtml(p.link)}</p>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:sans-serif;line-height:1.5;max-width:40em">
${body}
<p style="color:#555;font-size:90%">${escapeHtml(site.siteName)} · <a href="${escapeHtml(site.origin)}/">${escapeHtml(site.origin)}</a></p>
</body></html>
`;
  return { to, subject, text, html };
}

/** The e-mail with the single-use link that finishes a contributor sign-up. */
export function signupVerificationMessage(
  site: MailSite,
  input: { to: string; name: string; token: string; hoursValid: number },
): MailMessage {
  const link = `${site.origin}/contribute/verify?token=${encodeURIComponent(input.token)}`;
  return compose(input.to, `Confirm your e-mail address for ${site.siteName}`, site, [
    `Hello ${input.name},`,
    `Someone (we hope you) asked to become a contributor to ${site.siteName} with this e-mail address. To confirm the address and choose your password, open the link below within ${input.hoursValid} hours. It works once.`,
    { link, label: "Confirm my e-mail address" },
    "If you did not ask for this, ignore this e-mail: no account is made without the link.",
  ]);
}

/** Sent instead when the address already has an account: no second account, a way to sign in. */
export function signupExistingAccountMessage(
  site: MailSite,
  input: { to: string; name: string },
): MailMessage {
  return compose(input.to, `You already have an account at ${site.siteName}`, site, [
    `Hello ${input.name},`,
    `Someone (we hope you) asked to become a contributor to ${site.siteName} with this e-mail address, but an account with this address already exists, so no new one was made. Sign in with your password instead.`,
    { link: `${site.origin}/login`, label: "Sign in" },
    "If you did not ask for this, ignore this e-mail: nothing has changed.",
  ]);
}
