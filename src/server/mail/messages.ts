import { escapeHtml } from "./escape-html.ts";
import type { MailMessage } from "./mailer.ts";

/** What every message needs to know about the site: its name and the origin links start with. */
export interface MailSite {
  siteName: string;
  /** PUBLIC_URL, or the server's configured origin (config.ts mailLinkOrigin). */
  origin: string;
}

/** A paragraph: our text, a link, or someone's words quoted (set apart so they cannot pose as ours). */
type Paragraph = string | { link: string; label: string } | { quote: string };

/** Controls and text-direction overrides in user text become spaces (line breaks too, in a line). */
const CONTROLS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/gu;
const oneLine = (text: string) => text.replace(CONTROLS, " ");
const lines = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => oneLine(line).trimEnd());

function plainText(p: Paragraph): string {
  if (typeof p === "string") return p;
  if ("quote" in p)
    return lines(p.quote)
      .map((line) => (line ? `> ${line}` : ">"))
      .join("\n");
  return `${p.label}:\n${p.link}`;
}

function htmlText(p: Paragraph): string {
  if (typeof p === "string") return `<p>${escapeHtml(p)}</p>`;
  if ("quote" in p) {
    return `<blockquote style="margin:0 0 1em 0;padding:0 0 0 1em;border-left:3px solid #999;color:#333">${lines(p.quote).map(escapeHtml).join("<br>")}</blockquote>`;
  }
  return `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.label)}</a></p>\n<p style="color:#555;font-size:90%">${escapeHtml(p.link)}</p>`;
}

/** Plain text and HTML from the same paragraphs; every piece of text is escaped for the HTML part. */
function compose(to: string, subject: string, site: MailSite, paragraphs: Paragraph[]): MailMessage {
  const text = `${paragraphs.map(plainText).join("\n\n")}\n\n-- \n${site.siteName}\n${site.origin}/\n`;
  const body = paragraphs.map(htmlText).join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:sans-serif;line-height:1.5;max-width:40em">
${body}
<p style="color:#555;font-size:90%">${escapeHtml(site.siteName)} · <a href="${escapeHtml(site.origin)}/">${escapeHtml(site.origin)}</a></p>
</body></html>
`;
  return { to, subject, text, html };
}

/**
 * The e-mail with the single-use link that finishes a contributor sign-up. Anyone can ask for it for
 * any address, so it holds nothing the requester typed: not even the name.
 */
export function signupVerificationMessage(
  site: MailSite,
  input: { to: string; token: string; hoursValid: number },
): MailMessage {
  const link = `${site.origin}/contribute/verify?token=${encodeURIComponent(input.token)}`;
  return compose(input.to, `Confirm your e-mail address for ${site.siteName}`, site, [
    "Hello,",
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
    `Hello ${oneLine(input.name)},`,
    `Someone (we hope you) asked to become a contributor to ${site.siteName} with this e-mail address, but an account with this address already exists, so no new one was made. Sign in with your password instead.`,
    { link: `${site.origin}/login`, label: "Sign in" },
    "If you did not ask for this, ignore this e-mail: nothing has changed.",
  ]);
}

/**
 * The review workflow's messages (docs/product/api.md §5.16) name the draft by its file name, in
 * quotation marks on one line; what someone wrote is quoted on lines of its own after our words.
 */
interface ReviewMail {
  to: string;
  /** The recipient's name. */
  name: string;
  /** The draft's display name. */
  title: string;
}

/** The editor with the draft open (`/edit?draft={id}`), so the link lands on what the mail is about. */
const editorLink = (site: MailSite, draftId: number) => ({
  link: `${site.origin}/edit?draft=${draftId}`,
  label: "Open the editor",
});

/** To the contributor: their submission arrived and waits for an editor. */
export function draftReceivedMessage(site: MailSite, input: ReviewMail): MailMessage {
  return compose(input.to, `We received your synthesis "${oneLine(input.title)}"`, site, [
    `Hello ${oneLine(input.name)},`,
    `Thank you for submitting "${oneLine(input.title)}" to ${site.siteName}. An editor will read it; we will write to you when they comment, ask for changes or send you a preview to approve.`,
  ]);
}

/** To every editor: a contribution waits in the review queue. */
export function draftSubmittedNotice(
  site: MailSite,
  input: ReviewMail & { contributor: string; draftId: number },
): MailMessage {
  return compose(input.to, `New contribution to review: "${oneLine(input.title)}"`, site, [
    `Hello ${oneLine(input.name)},`,
    `${oneLine(input.contributor)} submitted "${oneLine(input.title)}" (draft ${input.draftId}). It is in the review queue.`,
    editorLink(site, input.draftId),
  ]);
}

/** One comment a digest lists: who wrote it and what. */
export interface DigestComment {
  from: string;
  body: string;
}

/**
 * To the other party of the comments on a draft: one message for all the comments written since the
 * last one (a digest, docs/decisions/publishing/0093-comments-a-limit-per-account-and-e-mail-digests.md), oldest
 * first, each quoted after the name of its writer.
 */
export function draftCommentsMessage(
  site: MailSite,
  input: ReviewMail & { comments: readonly DigestComment[]; forEditor: boolean; draftId: number },
): MailMessage {
  const title = oneLine(input.title);
  const [only] = input.comments;
  const single = input.comments.length === 1 && only;
  const subject = single
    ? `New comment on "${title}"`
    : `${input.comments.length} new comments on "${title}"`;
  return compose(input.to, subject, site, [
    `Hello ${oneLine(input.name)},`,
    ...(single
      ? [`${oneLine(only.from)} wrote about "${title}":`, { quote: only.body }]
      : [
          `There are ${input.comments.length} new comments on "${title}":`,
          ...input.comments.flatMap((c): Paragraph[] => [`${oneLine(c.from)} wrote:`, { quote: c.body }]),
        ]),
    ...(input.forEditor ? [] : ["Answer in the editor, where your draft is."]),
    editorLink(site, input.draftId),
  ]);
}

/** To the contributor: an editor asks for changes before the synthesis can be published. */
export function changesRequestedMessage(
  site: MailSite,
  input: ReviewMail & { from: string; body: string; draftId: number },
): MailMessage {
  return compose(input.to, `Changes requested for "${oneLine(input.title)}"`, site, [
    `Hello ${oneLine(input.name)},`,
    `${oneLine(input.from)} read "${oneLine(input.title)}" and asks for these changes before it is published:`,
    { quote: input.body },
    "Make them in the editor, then submit the draft again.",
    editorLink(site, input.draftId),
  ]);
}

/** To the contributor: the private preview link of the second look. */
export function secondLookMessage(
  site: MailSite,
  input: ReviewMail & { token: string; daysValid: number },
): MailMessage {
  const link = `${site.origin}/preview/${encodeURIComponent(input.token)}`;
  return compose(input.to, `Please check "${oneLine(input.title)}" before it is published`, site, [
    `Hello ${oneLine(input.name)},`,
    `An editor has prepared "${oneLine(input.title)}" for publication. The link below shows the page exactly as it will appear. Please approve it, or answer with what should still change. The link is yours alone and works for ${input.daysValid} days.`,
    { link, label: "See the preview" },
  ]);
}

/** To the editors: the contributor approved the preview. */
export function previewApprovedNotice(
  site: MailSite,
  input: ReviewMail & { contributor: string; draftId: number },
): MailMessage {
  return compose(input.to, `Approved by its submitter: "${oneLine(input.title)}"`, site, [
    `Hello ${oneLine(input.name)},`,
    `${oneLine(input.contributor)} approved the preview of "${oneLine(input.title)}" (draft ${input.draftId}). It can be published.`,
    editorLink(site, input.draftId),
  ]);
}

/** To the editors: the contributor answered instead of approving. */
export function previewAnsweredNotice(
  site: MailSite,
  input: ReviewMail & { contributor: string; draftId: number; body: string },
): MailMessage {
  return compose(input.to, `Answer from the submitter of "${oneLine(input.title)}"`, site, [
    `Hello ${oneLine(input.name)},`,
    `${oneLine(input.contributor)} answered after seeing the preview of "${oneLine(input.title)}" (draft ${input.draftId}):`,
    { quote: input.body },
    editorLink(site, input.draftId),
  ]);
}

/** To the contributor: the synthesis is on the public site. */
export function draftPublishedMessage(
  site: MailSite,
  input: ReviewMail & { synthesisId: number },
): MailMessage {
  return compose(input.to, `"${oneLine(input.title)}" is published`, site, [
    `Hello ${oneLine(input.name)},`,
    `"${oneLine(input.title)}" is now part of ${site.siteName}, credited to you. Thank you for your contribution.`,
    { link: `${site.origin}/syn/${input.synthesisId}`, label: "See it on the site" },
  ]);
}

/** The invitation an admin sends: a single-use link to choose a name and password. */
export function invitationMessage(
  site: MailSite,
  input: { to: string; inviter: string; role: string; token: string; hoursValid: number },
): MailMessage {
  const link = `${site.origin}/invite?token=${encodeURIComponent(input.token)}`;
  const article = /^[aeiou]/.test(input.role) ? "an" : "a";
  return compose(input.to, `You are invited to ${site.siteName}`, site, [
    "Hello,",
    `${oneLine(input.inviter)} invites you to ${site.siteName} as ${article} ${input.role}. To accept, open the link below within ${input.hoursValid} hours and choose your name and password. It works once.`,
    { link, label: "Accept the invitation" },
    "If you did not expect this, ignore this e-mail: no account is made without the link.",
  ]);
}

/** The answer to "Forgot password?" for an account that may sign in: a single-use reset link. */
export function passwordResetMessage(
  site: MailSite,
  input: { to: string; name: string; token: string; minutesValid: number },
): MailMessage {
  const link = `${site.origin}/reset-password?token=${encodeURIComponent(input.token)}`;
  return compose(input.to, `Choose a new password for ${site.siteName}`, site, [
    `Hello ${oneLine(input.name)},`,
    `Someone (we hope you) asked to reset the password of your account at ${site.siteName}. To choose a new one, open the link below within ${input.minutesValid} minutes. It works once, and signs you out everywhere.`,
    { link, label: "Choose a new password" },
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ]);
}
