/**
 * A badge SVG's size, read from its root element.
 */
/** Width and height written in an SVG's root, so its <img> reserves its box before it decodes. */
export function svgSize(svg: string): { width: number; height: number } {
  const head = svg.slice(0, svg.indexOf('>'));
  const read = (name: string, fallback: number) => Number(new RegExp(`\\s${name}="([\\d.]+)"`).exec(head)?.[1] ?? fallback);
  return { width: read('width', 0), height: read('height', 20) };
}
