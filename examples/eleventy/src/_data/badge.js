// The receipt's badge: its URL on the service and the SVG's own size, read once at build time
// and written on the <img> so the page does not move when the image loads.
import service from './service.js';
import receiptId from './receiptId.js';

export default async function () {
  const url = `${service.receiptsUrl}/badge/${encodeURIComponent(receiptId)}.svg`;
  const svg = await fetch(url).then((r) => (r.ok ? r.text() : ''));
  const size = (name, fallback) => Number(new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)"`).exec(svg)?.[1] ?? fallback);
  return { url, width: size('width', 120), height: size('height', 20) };
}
