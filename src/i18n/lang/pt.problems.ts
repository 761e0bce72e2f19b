/** Portuguese words of `<reasoning-console>`'s explanations of a failed run (see lang/en.problems.ts for what each says). */
import type { Terms } from '../types.js';
import type { problemTerms } from './en.problems.js';

const terms: Terms<typeof problemTerms> = {
  cancelledTitle: 'Cancelado',
  cancelledText: 'Você cancelou esta solicitação. Sua entrada foi mantida. O serviço pode ter registrado a etapa mesmo assim.',
  tooLargeTitle: 'A entrada é grande demais',
  tooLargeText: 'A solicitação passou do que o serviço aceita ({kib} KiB; entradas de até {max} caracteres). Encurte-a e envie de novo.',
  refusedTitle: 'O serviço recusou a entrada',
  refusedText: 'A solicitação não era válida. O serviço diz abaixo o que estava errado; altere a entrada ou o nome da sessão e envie de novo.',
  refusedSilent: 'A solicitação não era válida, e o serviço não disse por quê ({status}). Confira a entrada e o nome da sessão e envie de novo.',
  unauthorizedTitle: 'O console não está configurado corretamente',
  unauthorizedText: 'O proxy deste console enviou uma chave de API que o serviço não aceita (ausente ou inválida). Para o responsável pelo site: confira a chave configurada no proxy (REASONING_API_KEY). Nada do que você digitou causou isso.',
  signInTitle: 'Inicie sessão novamente',
  signInText: 'Este painel não reconheceu a sua sessão (pode ter expirado). Inicie sessão novamente e envie outra vez. O seu texto é mantido.',
  tierTitle: 'É preciso o nível ASI',
  tierText: 'A solicitação usa um recurso do nível mais alto (ASI), e a chave de API deste console é de um nível inferior. Use outra sessão ou peça uma chave ASI ao responsável pelo site.',
  rateTitle: 'Solicitações demais',
  rateText: 'O serviço está recebendo solicitações demais daqui. Aguarde um pouco e envie de novo.',
  rateWait: { one: 'O serviço está recebendo solicitações demais daqui. Aguarde {count} segundo e envie de novo.', many: 'O serviço está recebendo solicitações demais daqui. Aguarde {count} de segundos e envie de novo.', other: 'O serviço está recebendo solicitações demais daqui. Aguarde {count} segundos e envie de novo.' },
  serverTitle: 'Erro interno do serviço',
  serverText: 'O serviço falhou ao responder. Sua entrada foi mantida; você pode enviá-la de novo.',
  serverTextStatus: 'O serviço falhou ao responder (HTTP {status}). Sua entrada foi mantida; você pode enviá-la de novo.',
  networkTitle: 'Não foi possível acessar o serviço',
  networkText: 'A rede ou o serviço está fora do ar. Confira sua conexão e envie de novo.',
  timeoutTitle: 'Sem resposta a tempo',
  timeoutText: 'O serviço não respondeu a tempo. Ele pode ter registrado a etapa mesmo assim; envie de novo se quiser tentar outra vez.',
  timeoutAfter: { one: 'O serviço não respondeu em {count} segundo. Ele pode ter registrado a etapa mesmo assim; envie de novo se quiser tentar outra vez.', many: 'O serviço não respondeu em {count} de segundos. Ele pode ter registrado a etapa mesmo assim; envie de novo se quiser tentar outra vez.', other: 'O serviço não respondeu em {count} segundos. Ele pode ter registrado a etapa mesmo assim; envie de novo se quiser tentar outra vez.' },
  unreadableTitle: 'Não foi possível ler a resposta',
  unreadableText: 'O serviço respondeu algo que este console não consegue ler, então nada foi exibido.',
  otherTitle: 'Algo deu errado',
  otherText: 'A solicitação falhou. Sua entrada foi mantida; você pode enviá-la de novo.',
};

export default terms;
