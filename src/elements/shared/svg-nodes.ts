/**
 * A badge from this package's renderer as DOM nodes, without an HTML parser:
 * `innerHTML`, `DOMParser` and templates are Trusted Types sinks, which a
 * page under `require-trusted-types-for 'script'` would refuse. The renderer
 * writes a small, fixed kind of SVG (its tags and attributes below, every
 * text escaped), so its markup is read here token by token and anything else
 * is refused: nothing a receipt says can become an element or an attribute.
 * Each distinct SVG is read once and cloned for every badge that shows it
 * (a page of a thousand badges repeats a hundred receipts' badges).
 */
const SVG_NS = 'http://www.w3.org/2000/svg';

const TAGS = new Set(['svg', 'title', 'linearGradient', 'stop', 'rect', 'path', 'g', 'use', 'text']);
const ATTRIBUTES = new Set([
  'xmlns', 'width', 'height', 'aria-label', 'role', 'id', 'x2', 'y2', 'stop-color', 'stop-opacity', 'offset', 'fill',
  'class', 'rx', 'd', 'font-family', 'font-size', 'text-anchor', 'opacity', 'y', 'x', 'href', 'textLength',
]);

// A start tag with its attributes, an end tag, or text.
const TOKEN = /<(\/?)([A-Za-z]+)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
const ATTRIBUTE = /\s+([\w:-]+)="([^"]*)"/g;
const ENTITY = /&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi;
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Text or an attribute value of the renderer's markup, its entities read. */
export const unescapeXml = (text: string) =>
  text.replace(ENTITY, (_, dec: string, hex: string, name: string) =>
    dec || hex ? String.fromCodePoint(parseInt(dec ?? hex, dec ? 10 : 16)) : NAMED[name.toLowerCase()]!,
  );

/** The renderer's SVG as an element; throws on anything the renderer does not write. */
export function readBadgeSvg(svg: string, doc: Document): SVGSVGElement {
  const top = doc.createElementNS(SVG_NS, 'g');
  const open: Element[] = [top];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < svg.length) {
    const at = TOKEN.lastIndex;
    const token = TOKEN.exec(svg);
    if (!token) throw new TypeError(`Not a badge from this package's renderer (at character ${at}).`);
    const [, closing, tag, attributes, selfClosing, text] = token;
    const parent = open[open.length - 1]!;
    if (text !== undefined) {
      parent.append(unescapeXml(text));
    } else if (closing) {
      if (open.length < 2 || parent.localName !== tag) throw new TypeError(`Unexpected </${tag}> in a badge.`);
      open.pop();
    } else {
      if (!TAGS.has(tag!)) throw new TypeError(`Refused <${tag}> in a badge.`);
      const element = doc.createElementNS(SVG_NS, tag!);
      for (const [, name, value] of attributes!.matchAll(ATTRIBUTE)) {
        if (!ATTRIBUTES.has(name!) || (name === 'href' && !value!.startsWith('#'))) throw new TypeError(`Refused attribute ${name} in a badge.`);
        if (name !== 'xmlns') element.setAttribute(name!, unescapeXml(value!));
      }
      parent.append(element);
      if (!selfClosing) open.push(element);
    }
  }
  const svgElement = top.firstElementChild;
  if (open.length !== 1 || top.childNodes.length !== 1 || svgElement?.localName !== 'svg') throw new TypeError('A badge is one <svg> element.');
  return svgElement as SVGSVGElement;
}
