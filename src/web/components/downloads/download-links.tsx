import type { DownloadFormat } from "./download-formats.ts";
import classes from "./downloads.module.css";

/**
 * A row of plain download links: no script, a file each. `hints` shows what each file holds after
 * its label; `of` names what the files are of in each link's accessible name, where several rows
 * of the same labels share a page.
 */
export function DownloadLinks<F extends string>({
  formats,
  href,
  hints = true,
  of,
}: {
  formats: readonly DownloadFormat<F>[];
  href: (format: F) => string;
  hints?: boolean;
  of?: string;
}) {
  return (
    <ul className={classes.links}>
      {formats.map((f) => (
        <li key={f.format}>
          <a href={href(f.format)} download aria-label={of ? `${f.label} of ${of}` : undefined}>
            {f.label}
          </a>
          {hints && <span className={classes.hint}> ({f.hint})</span>}
        </li>
      ))}
    </ul>
  );
}
