import type { ReactNode } from "react";
import classes from "./legal.module.css";

/** docs/product/pages.md §2.11.3: the date of the policies' latest version. */
export const POLICIES_UPDATED = "May 21, 2024";

export interface LegalSection {
  /** The anchor (URL fragment) of the section. */
  id: string;
  title: string;
  body: ReactNode;
}

/**
 * A legal text: one h1, the date of the last change, an optional table of contents linking to the
 * anchored sections, then the sections. Plain HTML, so it reads the same without JavaScript.
 */
export function LegalArticle(props: {
  title: string;
  updated?: string;
  intro?: ReactNode;
  sections: readonly LegalSection[];
  withContents?: boolean;
  children?: ReactNode;
}) {
  return (
    <article className={classes.article}>
      <h1>{props.title}</h1>
      {props.updated ? <p className={classes.updated}>Last updated {props.updated}</p> : null}
      {props.intro}
      {props.withContents ? (
        <nav className={classes.toc} aria-labelledby="contents-heading">
          <h2 id="contents-heading">Table of contents</h2>
          <ol>
            {props.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {props.sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>
            {props.withContents ? `${index + 1}. ` : ""}
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
      {props.children}
    </article>
  );
}

/** A table whose cells wrap, so it never widens a phone screen. */
export function LegalTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <table className={classes.table}>
      <caption className={classes.caption}>{caption}</caption>
      {children}
    </table>
  );
}
