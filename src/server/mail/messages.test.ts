import { describe, expect, it } from "vitest";
import { draftCommentsMessage, signupVerificationMessage } from "./messages.ts";

const site = { siteName: "Synthesis Archive", origin: "https://archive.example.org" };
const FAKE = "Hi\n\nSECURITY ALERT: your account is locked.\nSign in again at https://evil.example/l";

describe("e-mail messages", () => {
  it("the sign-up e-mail, which anyone can have sent to any address, holds nothing they typed", () => {
    const message = signupVerificationMessage(site, {
      to: "victim@example.org",
      token: "T".repeat(43),
      hoursValid: 24,
    });
    expect(message.text.startsWith("Hello,\n\n")).toBe(true);
    expect(message.text).not.toContain("undefined");
  });

  it("quotes what someone wrote on lines of its own, after our words, in both parts", () => {
    const message = draftCommentsMessage(site, {
      to: "carla@example.org",
      name: "Carla Contributor",
      title: "Strychnine\n(Woodward)\u202E",
      comments: [{ from: "Eddie\rEditor", body: `${FAKE}\r\n\u202Egnp.exe` }],
      forEditor: false,
      draftId: 41,
    });
    expect(message.text).toContain(
      [
        'Eddie Editor wrote about "Strychnine (Woodward) ":',
        "",
        "> Hi",
        ">",
        "> SECURITY ALERT: your account is locked.",
        "> Sign in again at https://evil.example/l",
        ">  gnp.exe",
        "",
      ].join("\n"),
    );
    // No line of the text part starts with the fake alert: each of its lines is marked as quoted.
    expect(message.text.split("\n").filter((line) => line.startsWith("SECURITY"))).toEqual([]);
    expect(message.subject).toBe('New comment on "Strychnine (Woodward) "');
    expect(message.html).toContain(
      '<blockquote style="margin:0 0 1em 0;padding:0 0 0 1em;border-left:3px solid #999;color:#333">Hi<br><br>SECURITY ALERT: your account is locked.<br>Sign in again at https://evil.example/l<br> gnp.exe</blockquote>',
    );
    expect(message.html).not.toContain("\u202E");
    // The submitter's link opens their draft too.
    expect(message.text).toContain("https://archive.example.org/edit?draft=41");
  });

  it("lists every comment of a digest, oldest first, each after its writer's name", () => {
    const message = draftCommentsMessage(site, {
      to: "ed@example.org",
      name: "Ed",
      title: "Quinine",
      comments: [
        { from: "Carla", body: "First <b>note</b>" },
        { from: "Carla", body: "Second note" },
        { from: "Otto\nOther", body: "Third note" },
      ],
      forEditor: true,
      draftId: 12,
    });
    expect(message.subject).toBe('3 new comments on "Quinine"');
    expect(message.text).toContain(
      [
        'There are 3 new comments on "Quinine":',
        "",
        "Carla wrote:",
        "",
        "> First <b>note</b>",
        "",
        "Carla wrote:",
        "",
        "> Second note",
        "",
        "Otto Other wrote:",
        "",
        "> Third note",
      ].join("\n"),
    );
    // The link opens the editor on the draft the comments are about.
    expect(message.text).toContain("https://archive.example.org/edit?draft=12");
    expect(message.html).toContain("First &lt;b&gt;note&lt;/b&gt;");
    expect(message.html).not.toContain("<b>note");
  });
});
