/** The natural size (px) an SVG declares on its root element, or nulls when it declares none. */
export function svgSize(svg: string): { width: number | null; height: number | null } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const read = (name: string) => {
    const value = new RegExp(`\\s${name}=['"]([\\d.]+)(?:px)?['"]`).exec(root)?.[1];
    return value ? Math.round(Number(value)) : null;
  };
  return { width: read("width"), height: read("height") };
}
