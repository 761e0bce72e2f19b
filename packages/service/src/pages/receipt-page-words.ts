/**
 * The receipt page's own sentences, in every language the elements ship
 * (reasoning-elements LANGUAGES): its heading, title and description, which
 * the receipt card does not say. The fields' names and states are the card's
 * own terms (`termsFor('receipt', lang)` from reasoning-elements/i18n) and the
 * badge's words `badgeTerms(lang)`. `{name}` is filled in; `turns` is chosen
 * by Intl.PluralRules (`other` when a form is missing).
 */
export interface PageWords {
  /** `<h1>`. */
  heading: string;
  /** `<title>`: `{id}`, `{state}`. */
  title: string;
  /** The description meta: `{chain}`, `{turns}`, `{root}`, `{state}`. */
  description: string;
  turns: { one?: string; two?: string; few?: string; many?: string; other: string };
  /** The label of the receipt id's row. */
  receipt: string;
  /** "Embed this receipt" and the names of its three snippets. */
  embed: { heading: string; markdown: string; html: string; element: string };
}

const en: PageWords = {
  heading: 'Reasoning receipt',
  title: 'Receipt {id} ({state})',
  description: 'Reasoning chain {chain}: {turns}, root {root}, {state}.',
  turns: { one: '{count} turn', other: '{count} turns' },
  receipt: 'Receipt',
  embed: { heading: 'Embed this receipt', markdown: 'Markdown (READMEs, notes)', html: 'HTML with light and dark images', element: 'The <chain-badge> element' },
};

export const PAGE_WORDS: Readonly<Record<string, PageWords>> = {
  en,
  de: {
    heading: 'Reasoning-Beleg',
    title: 'Beleg {id} ({state})',
    description: 'Reasoning-Kette {chain}: {turns}, Wurzel {root}, {state}.',
    turns: { one: '{count} Schritt', other: '{count} Schritte' },
    receipt: 'Beleg',
    embed: { heading: 'Diesen Beleg einbetten', markdown: 'Markdown (READMEs, Notizen)', html: 'HTML mit hellem und dunklem Bild', element: 'Das Element <chain-badge>' },
  },
  fr: {
    heading: 'Reçu de raisonnement',
    title: 'Reçu {id} ({state})',
    description: 'Chaîne de raisonnement {chain} : {turns}, racine {root}, {state}.',
    turns: { one: '{count} tour', other: '{count} tours' },
    receipt: 'Reçu',
    embed: { heading: 'Intégrer ce reçu', markdown: 'Markdown (README, notes)', html: 'HTML avec images claire et sombre', element: "L'élément <chain-badge>" },
  },
  es: {
    heading: 'Recibo de razonamiento',
    title: 'Recibo {id} ({state})',
    description: 'Cadena de razonamiento {chain}: {turns}, raíz {root}, {state}.',
    turns: { one: '{count} turno', other: '{count} turnos' },
    receipt: 'Recibo',
    embed: { heading: 'Insertar este recibo', markdown: 'Markdown (README, notas)', html: 'HTML con imagen clara y oscura', element: 'El elemento <chain-badge>' },
  },
  pt: {
    heading: 'Recibo de raciocínio',
    title: 'Recibo {id} ({state})',
    description: 'Cadeia de raciocínio {chain}: {turns}, raiz {root}, {state}.',
    turns: { one: '{count} turno', other: '{count} turnos' },
    receipt: 'Recibo',
    embed: { heading: 'Incorporar este recibo', markdown: 'Markdown (READMEs, notas)', html: 'HTML com imagem clara e escura', element: 'O elemento <chain-badge>' },
  },
  it: {
    heading: 'Ricevuta di ragionamento',
    title: 'Ricevuta {id} ({state})',
    description: 'Catena di ragionamento {chain}: {turns}, radice {root}, {state}.',
    turns: { one: '{count} turno', other: '{count} turni' },
    receipt: 'Ricevuta',
    embed: { heading: 'Incorpora questa ricevuta', markdown: 'Markdown (README, note)', html: 'HTML con immagine chiara e scura', element: "L'elemento <chain-badge>" },
  },
  ja: {
    heading: '推論レシート',
    title: 'レシート {id}（{state}）',
    description: '推論チェーン {chain}：{turns}、ルート {root}、{state}。',
    turns: { other: '{count} ターン' },
    receipt: 'レシート',
    embed: { heading: 'このレシートを埋め込む', markdown: 'Markdown（README、ノート）', html: 'ライト／ダーク画像付き HTML', element: '<chain-badge> 要素' },
  },
  zh: {
    heading: '推理凭证',
    title: '凭证 {id}（{state}）',
    description: '推理链 {chain}：{turns}，根 {root}，{state}。',
    turns: { other: '{count} 轮' },
    receipt: '凭证',
    embed: { heading: '嵌入此凭证', markdown: 'Markdown（README、笔记）', html: '含浅色和深色图片的 HTML', element: '<chain-badge> 元素' },
  },
  ko: {
    heading: '추론 영수증',
    title: '영수증 {id} ({state})',
    description: '추론 체인 {chain}: {turns}, 루트 {root}, {state}.',
    turns: { other: '{count}턴' },
    receipt: '영수증',
    embed: { heading: '이 영수증 삽입', markdown: 'Markdown(README, 노트)', html: '밝은/어두운 이미지가 있는 HTML', element: '<chain-badge> 요소' },
  },
  ar: {
    heading: 'إيصال الاستدلال',
    title: 'الإيصال {id} ({state})',
    description: 'سلسلة الاستدلال {chain}: {turns}، الجذر {root}، {state}.',
    turns: { one: 'دور واحد', two: 'دوران', few: '{count} أدوار', other: '{count} دورًا' },
    receipt: 'الإيصال',
    embed: { heading: 'تضمين هذا الإيصال', markdown: 'Markdown (ملفات README والملاحظات)', html: 'HTML بصورة فاتحة وداكنة', element: 'العنصر <chain-badge>' },
  },
  he: {
    heading: 'קבלת היסק',
    title: 'קבלה {id} ({state})',
    description: 'שרשרת היסק {chain}: {turns}, שורש {root}, {state}.',
    turns: { one: 'תור אחד', other: '{count} תורות' },
    receipt: 'קבלה',
    embed: { heading: 'הטמעת קבלה זו', markdown: 'Markdown (קובצי README, הערות)', html: 'HTML עם תמונה בהירה וכהה', element: 'הרכיב <chain-badge>' },
  },
};

/** The page's words for a language the badge renderer resolved (`de-AT` → de); English when there are none. */
export function pageWords(lang: string): PageWords {
  return PAGE_WORDS[lang.split('-')[0]!.toLowerCase()] ?? en;
}
