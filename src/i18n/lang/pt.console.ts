/** Portuguese words of `<reasoning-console>` (see lang/en.console.ts for what each says). */
import type { Terms } from '../types.js';
import type { consoleTerms } from './en.console.js';

const terms: Terms<typeof consoleTerms> = {
  consoleTitle: 'Console de raciocínio',
  clearTranscript: 'Limpar histórico',
  transcript: 'Histórico',
  noTurns: 'Nenhuma etapa ainda. As respostas aparecem aqui.',
  placeholder: 'Pergunte algo…',
  sessionName: 'Nome da sessão',
  sessionHint: 'Mesmo nome, mesma cadeia. Vazio usa “{name}”.',
  input: 'Entrada',
  inputHint: 'Enter envia, Shift+Enter adiciona uma linha.',
  inputHintBusy: 'Enter envia, Shift+Enter adiciona uma linha, Esc cancela.',
  charCount: '{count} / {max} caracteres',
  charCountOver: '{count} / {max} caracteres (longo demais: o serviço vai recusar)',
  send: 'Enviar',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  alreadySending: 'Já está enviando. Aguarde a resposta ou cancele antes.',
  typeFirst: 'Digite algo primeiro.',
  cleared: 'Histórico limpo.',
  waitMore: { one: 'Aguarde mais {count} segundo antes de enviar de novo.', many: 'Aguarde mais {count} de segundos antes de enviar de novo.', other: 'Aguarde mais {count} segundos antes de enviar de novo.' },
  answered: 'Resposta {count}: {status}. {answer}',
  answeredNotSaved: 'Resposta {count}: {status}. {answer} (Esta aba não conseguiu salvar o histórico; ele se perde ao recarregar.)',
  cancelledKept: 'Cancelado. Sua entrada foi mantida.',
  failedKept: '{title}. Sua entrada foi mantida.',
  sendAgainIn: 'Você poderá enviar de novo em {seconds} s.',
  serviceSaid: 'O serviço disse',
  whatWasWrong: 'O que estava errado',
  sendAgain: 'Enviar de novo',
  corsFix: 'adicione {origin} às origens permitidas do proxy (REASONING_ALLOWED_ORIGINS, ou allowedOrigins em createProxy)',
  corsTitle: 'O proxy recusou a origem desta página',
  corsText: 'O proxy em {url} está no ar, mas o navegador não pôde ler a resposta em {origin} (uma recusa entre origens, CORS). Para o responsável pelo site: {fix}. Sua entrada foi mantida.',
  proxyDownTitle: 'Não foi possível acessar o proxy',
  proxyDownText: 'Nada legível voltou de {url}. Ou ele está fora do ar ou inacessível daqui, ou recusa páginas em {origin} (CORS). Para o responsável pelo site: confira se o proxy está rodando e {fix}. Sua entrada foi mantida.',
  proxyMissingTitle: 'Proxy não encontrado',
  proxyMissingText: 'Nada responde em {url}. Para o responsável pelo site: aponte o atributo proxy-url (ou <meta name="reasoning:proxy-url">) para a base do proxy, a URL antes de /run, ou monte o proxy ali.',
  proxyAddress: 'o endereço do proxy deste console',
  needsScript: 'Este console precisa de JavaScript para enviar entradas e mostrar respostas.',
};

export default terms;
