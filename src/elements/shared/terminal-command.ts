/** The command that checks a receipt from a terminal, as the card and the badge's summary show it. */
export function verifyCommand(receiptId: string, baseUrl: string): string {
  // Quoted for a POSIX shell where it holds anything but plain URL characters.
  const quote = (s: string) => (/^[\w./:@%+=,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
  return `npx @reasoning-elements/verify --receipt-id ${quote(receiptId)} --base-url ${quote(baseUrl)}`;
}
