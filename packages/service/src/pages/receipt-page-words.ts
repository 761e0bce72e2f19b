/**
 * The receipt page's own sentences, in every language the elements ship
 * (reasoning-elements LANGUAGES). The badge's words come from
 * `badgeTerms(lang)`; these are what the page says around it. `{name}` is
 * filled in; `turns` is chosen by Intl.PluralRules (`other` when a form is missing).
 */
export interface PageWords {
  /** `<h1>`. */
  heading: string;
  /** `<title>`: `{id}`, `{state}`. */
  title: string;
  /** The description meta: `{chain}`, `{turns}`, `{root}`, `{state}`. */
  description: string;
  turns: { one?: string; two?: string; few?: string; many?: string; other: string };
  verified: string;
  pending: string;
  /** The attestation row while there is none. */
  noAttestation: string;
  receipt: string;
  status: string;
  session: string;
  chain: string;
  chainRoot: string;
  chainLength: string;
  attestation: string;
  created: string;
  downloadPdf: string;
}

const en: PageWords = {
  heading: 'Reasoning receipt',
  title: 'Receipt {id} ({state})',
  description: 'Reasoning chain {chain}: {turns}, root {root}, {state}.',
  turns: { one: '{count} turn', other: '{count} turns' },
  verified: 'verified',
  pending: 'verification pending',
  noAttestation: 'pending',
  receipt: 'Receipt',
  status: 'Status',
  session: 'Session',
  chain: 'Chain',
  chainRoot: 'Chain root',
  chainLength: 'Chain length',
  attestation: 'Attestation',
  created: 'Created',
  downloadPdf: 'Download the receipt as PDF',
};

export const PAGE_WORDS: Readonly<Record<string, PageWords>> = {
  en,
  de: {
    heading: 'Reasoning-Beleg',
    title: 'Beleg {id} ({state})',
    description: 'Reasoning-Kette {chain}: {turns}, Wurzel {root}, {state}.',
    turns: { one: '{count} Schritt', other: '{count} Schritte' },
    verified: 'verifiziert',
    pending: 'Verifizierung ausstehend',
    noAttestation: 'ausstehend',
    receipt: 'Beleg',
    status: 'Status',
    session: 'Sitzung',
    chain: 'Kette',
    chainRoot: 'Kettenwurzel',
    chainLength: 'Kettenlänge',
    attestation: 'Attestierung',
    created: 'Erstellt',
    downloadPdf: 'Beleg als PDF herunterladen',
  },
  fr: {
    heading: 'Reçu de raisonnement',
    title: 'Reçu {id} ({state})',
    description: 'Chaîne de raisonnement {chain} : {turns}, racine {root}, {state}.',
    turns: { one: '{count} tour', other: '{count} tours' },
    verified: 'vérifié',
    pending: 'vérification en attente',
    noAttestation: 'en attente',
    receipt: 'Reçu',
    status: 'Statut',
    session: 'Session',
    chain: 'Chaîne',
    chainRoot: 'Racine de la chaîne',
    chainLength: 'Longueur de la chaîne',
    attestation: 'Attestation',
    created: 'Créé',
    downloadPdf: 'Télécharger le reçu en PDF',
  },
  es: {
    heading: 'Recibo de razonamiento',
    title: 'Recibo {id} ({state})',
    description: 'Cadena de razonamiento {chain}: {turns}, raíz {root}, {state}.',
    turns: { one: '{count} turno', other: '{count} turnos' },
    verified: 'verificado',
    pending: 'verificación pendiente',
    noAttestation: 'pendiente',
    receipt: 'Recibo',
    status: 'Estado',
    session: 'Sesión',
    chain: 'Cadena',
    chainRoot: 'Raíz de la cadena',
    chainLength: 'Longitud de la cadena',
    attestation: 'Atestación',
    created: 'Creado',
    downloadPdf: 'Descargar el recibo en PDF',
  },
  pt: {
    heading: 'Recibo de raciocínio',
    title: 'Recibo {id} ({state})',
    description: 'Cadeia de raciocínio {chain}: {turns}, raiz {root}, {state}.',
    turns: { one: '{count} turno', other: '{count} turnos' },
    verified: 'verificado',
    pending: 'verificação pendente',
    noAttestation: 'pendente',
    receipt: 'Recibo',
    status: 'Estado',
    session: 'Sessão',
    chain: 'Cadeia',
    chainRoot: 'Raiz da cadeia',
    chainLength: 'Comprimento da cadeia',
    attestation: 'Atestação',
    created: 'Criado',
    downloadPdf: 'Baixar o recibo em PDF',
  },
  it: {
    heading: 'Ricevuta di ragionamento',
    title: 'Ricevuta {id} ({state})',
    description: 'Catena di ragionamento {chain}: {turns}, radice {root}, {state}.',
    turns: { one: '{count} turno', other: '{count} turni' },
    verified: 'verificata',
    pending: 'verifica in sospeso',
    noAttestation: 'in sospeso',
    receipt: 'Ricevuta',
    status: 'Stato',
    session: 'Sessione',
    chain: 'Catena',
    chainRoot: 'Radice della catena',
    chainLength: 'Lunghezza della catena',
    attestation: 'Attestazione',
    created: 'Creata',
    downloadPdf: 'Scarica la ricevuta in PDF',
  },
  ja: {
    heading: '推論レシート',
    title: 'レシート {id}（{state}）',
    description: '推論チェーン {chain}：{turns}、ルート {root}、{state}。',
    turns: { other: '{count} ターン' },
    verified: '検証済み',
    pending: '検証待ち',
    noAttestation: '待機中',
    receipt: 'レシート',
    status: '状態',
    session: 'セッション',
    chain: 'チェーン',
    chainRoot: 'チェーンのルート',
    chainLength: 'チェーンの長さ',
    attestation: '証明',
    created: '作成日時',
    downloadPdf: 'レシートを PDF でダウンロード',
  },
  zh: {
    heading: '推理凭证',
    title: '凭证 {id}（{state}）',
    description: '推理链 {chain}：{turns}，根 {root}，{state}。',
    turns: { other: '{count} 轮' },
    verified: '已验证',
    pending: '等待验证',
    noAttestation: '待定',
    receipt: '凭证',
    status: '状态',
    session: '会话',
    chain: '链',
    chainRoot: '链根',
    chainLength: '链长度',
    attestation: '证明',
    created: '创建时间',
    downloadPdf: '下载凭证 PDF',
  },
  ko: {
    heading: '추론 영수증',
    title: '영수증 {id} ({state})',
    description: '추론 체인 {chain}: {turns}, 루트 {root}, {state}.',
    turns: { other: '{count}턴' },
    verified: '검증됨',
    pending: '검증 대기 중',
    noAttestation: '대기 중',
    receipt: '영수증',
    status: '상태',
    session: '세션',
    chain: '체인',
    chainRoot: '체인 루트',
    chainLength: '체인 길이',
    attestation: '증명',
    created: '생성 시각',
    downloadPdf: '영수증 PDF 다운로드',
  },
  ar: {
    heading: 'إيصال الاستدلال',
    title: 'الإيصال {id} ({state})',
    description: 'سلسلة الاستدلال {chain}: {turns}، الجذر {root}، {state}.',
    turns: { one: 'دور واحد', two: 'دوران', few: '{count} أدوار', other: '{count} دورًا' },
    verified: 'تم التحقق',
    pending: 'التحقق قيد الانتظار',
    noAttestation: 'قيد الانتظار',
    receipt: 'الإيصال',
    status: 'الحالة',
    session: 'الجلسة',
    chain: 'السلسلة',
    chainRoot: 'جذر السلسلة',
    chainLength: 'طول السلسلة',
    attestation: 'التصديق',
    created: 'تاريخ الإنشاء',
    downloadPdf: 'تنزيل الإيصال بصيغة PDF',
  },
  he: {
    heading: 'קבלת היסק',
    title: 'קבלה {id} ({state})',
    description: 'שרשרת היסק {chain}: {turns}, שורש {root}, {state}.',
    turns: { one: 'תור אחד', other: '{count} תורות' },
    verified: 'אומתה',
    pending: 'ממתינה לאימות',
    noAttestation: 'ממתין',
    receipt: 'קבלה',
    status: 'מצב',
    session: 'סשן',
    chain: 'שרשרת',
    chainRoot: 'שורש השרשרת',
    chainLength: 'אורך השרשרת',
    attestation: 'אישור',
    created: 'נוצרה',
    downloadPdf: 'הורדת הקבלה כ־PDF',
  },
};

/** The page's words for a language the badge renderer resolved (`de-AT` → de); English when there are none. */
export function pageWords(lang: string): PageWords {
  return PAGE_WORDS[lang.split('-')[0]!.toLowerCase()] ?? en;
}
