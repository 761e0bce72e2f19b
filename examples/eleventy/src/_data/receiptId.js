// The receipt this site shows (in a real site, write its id in the page).
export default process.env.RECEIPT_ID ?? '';
