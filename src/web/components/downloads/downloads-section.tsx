import type { ReactNode } from "react";
import classes from "./downloads.module.css";

/** The frame of a page's downloads: a 'Download' heading over its groups of links. */
export function DownloadsSection({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section className={classes.downloads} aria-labelledby={id}>
      <h2 className={classes.title} id={id}>
        Download
      </h2>
      <dl className={classes.groups}>{children}</dl>
    </section>
  );
}

/** One group of a `DownloadsSection`: what its files are, then their links (`stacked`: below it). */
export function DownloadGroup({
  term,
  stacked = false,
  children,
}: {
  term: ReactNode;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={stacked ? classes.stacked : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
