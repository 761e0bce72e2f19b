/**
 * The receipt as a PDF (pdf-lib): every receipt field, the attestation when
 * there is one, and the chain's newest links (at most MAX_PDF_LINKS, so a long
 * chain's PDF stays a few pages: the rest are named with the chain API that
 * lists them all); the chain root is printed on every page.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Attestation, ChainEntry, Receipt } from 'reasoning-elements/spec';
import { sha256Hex } from '../chain/index.js';

const PAGE: [number, number] = [595.28, 841.89]; // A4
const MARGIN = 50;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.44);

/** Standard PDF fonts only cover WinAnsi; anything else becomes "?". */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** Links listed in a PDF at most: the newest ones. */
export const MAX_PDF_LINKS = 60;

export interface ReceiptPdfInput {
  receipt: Receipt;
  /** Read only at the indexes listed (a durable store reads them one at a time). */
  entries: readonly ChainEntry[];
  attestation: Attestation | undefined;
  badgeUrl: string;
  /** Where every link of the chain can be read (GET /api/chains/{id}/entries). */
  chainUrl: string;
}

let renders = 0;

/** PDFs rendered by this process so far (tests check that caching spares the work). */
export function pdfRenders(): number {
  return renders;
}

export async function receiptPdf({ receipt, entries, attestation, badgeUrl, chainUrl }: ReceiptPdfInput): Promise<Uint8Array> {
  renders++;
  const doc = await PDFDocument.create();
  const sans = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.Courier);
  const created = new Date(receipt.created_at);
  doc.setTitle(`Reasoning receipt ${receipt.id}`);
  doc.setSubject(`Chain ${receipt.chain_id}, root ${receipt.chain_root}, length ${receipt.chain_length}`);
  doc.setProducer('reasoning-elements embedded service');
  doc.setCreator('reasoning-elements');
  doc.setCreationDate(created);
  doc.setModificationDate(created);

  const pages: PDFPage[] = [];
  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = doc.addPage(PAGE);
    pages.push(page);
    y = PAGE[1] - MARGIN - 30; // room for the header
  };
  const ensure = (height: number) => {
    if (y - height < MARGIN + 30) newPage();
  };
  const line = (text: string, font: PDFFont, size: number, color = INK, x = MARGIN) => {
    ensure(size + 4);
    page.drawText(pdfText(text), { x, y, size, font, color });
    y -= size + 5;
  };
  const field = (name: string, value: string) => {
    ensure(24);
    page.drawText(name, { x: MARGIN, y, size: 9, font: sans, color: MUTED });
    page.drawText(pdfText(value), { x: MARGIN + 90, y, size: 9, font: mono, color: INK });
    y -= 15;
  };

  newPage();
  line('Reasoning receipt', bold, 20);
  y -= 4;
  line(
    receipt.verified
      ? 'Verified: an attestation covers every link of this chain, from its first turn to its root.'
      : 'Not verified yet: the attestation of the current root is pending.',
    sans,
    10,
    MUTED,
  );
  y -= 8;
  line('Receipt', bold, 12);
  field('id', receipt.id);
  field('session_id', receipt.session_id);
  field('session_type', receipt.session_type);
  field('chain_id', receipt.chain_id);
  field('chain_root', receipt.chain_root);
  field('chain_length', String(receipt.chain_length));
  field('verified', String(receipt.verified));
  field('attest_id', receipt.attest_id || '(pending)');
  field('pdf_url', receipt.pdf_url);
  field('badge_svg', `sha256 ${sha256Hex(receipt.badge_svg).slice(0, 32)}... (${receipt.badge_svg.length} chars)`);
  field('', badgeUrl);
  field('created_at', receipt.created_at);

  if (attestation) {
    y -= 8;
    line('Attestation', bold, 12);
    field('id', attestation.id);
    field('covers', `root ${attestation.root}`);
    field('', `length ${attestation.length}`);
    field('attested_at', attestation.attested_at);
    field('algorithm', attestation.algorithm);
    field('public_key', attestation.public_key);
    field('signature', attestation.signature.slice(0, 60));
    if (attestation.signature.length > 60) field('', attestation.signature.slice(60));
    line('Signed message (Ed25519):', sans, 8, MUTED);
    line(`${attestation.chain_id}:${attestation.root}:${attestation.length}`, mono, 7, INK);
  }

  y -= 8;
  line('Chain links (xy-sha256-v1)', bold, 12);
  line('x = GENESIS or the previous xy; xy = sha256("x:operation:y:timestamp"); root = 0x + the newest xy.', sans, 8, MUTED);
  const total = entries.length;
  const first = Math.max(0, total - MAX_PDF_LINKS);
  if (first > 0) {
    line(`The newest ${MAX_PDF_LINKS} of ${total} links; links #0 to #${first - 1} are listed, with every other link, at:`, sans, 8, MUTED);
    line(chainUrl, mono, 7, INK);
    y -= 4;
  }
  for (let i = first; i < total; i++) {
    const e = entries[i]!;
    ensure(40);
    line(`#${e.index}  ${e.timestamp}  ${e.operation}`, sans, 9);
    line(`y  ${e.y}`, mono, 8, INK, MARGIN + 12);
    line(`xy ${e.xy}`, mono, 8, INK, MARGIN + 12);
    y -= 3;
  }

  pages.forEach((p, i) => {
    p.drawText(pdfText(`Receipt ${receipt.id}`), { x: MARGIN, y: PAGE[1] - MARGIN + 10, size: 8, font: sans, color: MUTED });
    p.drawText(`Chain root ${receipt.chain_root}`, { x: MARGIN, y: MARGIN - 10, size: 7, font: mono, color: INK });
    p.drawText(`length ${receipt.chain_length} - page ${i + 1} of ${pages.length}`, {
      x: MARGIN,
      y: MARGIN - 21,
      size: 7,
      font: sans,
      color: MUTED,
    });
  });
  return doc.save({ useObjectStreams: false });
}
