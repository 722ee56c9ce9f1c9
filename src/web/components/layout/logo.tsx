/**
 * Our mark: a benzene ring (the archive's subject) with a reaction arrow leaving it. Decorative, so
 * hidden from assistive technology; the site name beside it carries the meaning.
 */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <polygon points="20,6 33,13.5 33,28.5 20,36 7,28.5 7,13.5" />
      <circle cx="20" cy="21" r="7.5" strokeWidth="2.5" />
      <path d="M29 40 H45 M40 35.5 L45 40 L40 44.5" />
    </svg>
  );
}
