/** Portuguese words of the client's errors (see lang/en.errors.ts for what each says). */
import type { Terms } from '../types.js';
import type { errorTerms } from './en.errors.js';

const terms: Terms<typeof errorTerms> = {
  errBadRequest: 'A solicitação foi recusada por ser inválida.',
  errUnauthorized: 'A chave de API está ausente ou é inválida.',
  errTier: 'Esta chave de API não tem permissão para isso.',
  errNotFound: 'Não encontrado.',
  errRateLimited: 'Solicitações demais; tente mais tarde.',
  errServer: 'O serviço teve um erro interno.',
  errNetwork: 'Não foi possível acessar o serviço.',
  errTimeout: 'O serviço não respondeu a tempo.',
  errInvalid: 'O serviço enviou uma resposta ilegível.',
  errWithStatus: '{text} (HTTP {status})',
  errTimeoutAfter: 'Sem resposta em {ms} ms.',
  errNotJson: 'Esperava-se JSON, mas veio “{type}”.',
  errBadJson: 'A resposta não é um JSON válido.',
  errTooLarge: 'A resposta passa de {bytes} bytes.',
  errRefusedId: 'Id recusado: use letras, dígitos, “_”, “-” ou “.”.',
};

export default terms;
