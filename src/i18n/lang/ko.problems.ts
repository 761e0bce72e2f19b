/** Korean words of `<reasoning-console>`'s explanations of a failed run (see lang/en.problems.ts for what each says). */
import type { Terms } from '../types.js';
import type { problemTerms } from './en.problems.js';

const terms: Terms<typeof problemTerms> = {
  cancelledTitle: '취소됨',
  cancelledText: '이 요청을 취소했습니다. 입력한 내용은 그대로 있습니다. 서비스에는 턴이 기록되었을 수 있습니다.',
  tooLargeTitle: '입력이 너무 큽니다',
  tooLargeText: '요청이 서비스 허용 크기({kib}KiB, 입력은 최대 {max}자)를 넘었습니다. 줄인 후 다시 보내세요.',
  refusedTitle: '서비스가 입력을 거부했습니다',
  refusedText: '요청이 유효하지 않았습니다. 무엇이 문제인지 아래에 서비스의 설명이 있습니다. 입력이나 세션 이름을 바꾼 후 다시 보내세요.',
  refusedSilent: '요청이 유효하지 않았지만 서비스가 이유를 알려 주지 않았습니다({status}). 입력과 세션 이름을 확인한 후 다시 보내세요.',
  unauthorizedTitle: '콘솔 설정이 올바르지 않습니다',
  unauthorizedText: '이 콘솔의 프록시가 서비스에서 받아들이지 않는 API 키를 보냈습니다(없거나 유효하지 않음). 사이트 관리자에게: 프록시에 설정된 키(REASONING_API_KEY)를 확인하세요. 입력한 내용 때문이 아닙니다.',
  signInTitle: '다시 로그인하세요',
  signInText: '이 대시보드가 로그인을 확인하지 못했습니다(만료되었을 수 있습니다). 다시 로그인한 뒤 다시 보내세요. 입력한 내용은 유지됩니다.',
  tierTitle: 'ASI 등급이 필요합니다',
  tierText: '이 요청은 최상위 등급(ASI)의 기능을 쓰는데, 이 콘솔의 API 키는 그보다 낮은 등급입니다. 다른 세션을 쓰거나 사이트 관리자에게 ASI 키를 요청하세요.',
  rateTitle: '요청이 너무 많습니다',
  rateText: '이곳에서 서비스로 보내는 요청이 너무 많습니다. 잠시 기다린 후 다시 보내세요.',
  rateWait: { other: '이곳에서 서비스로 보내는 요청이 너무 많습니다. {count}초 기다린 후 다시 보내세요.' },
  serverTitle: '서비스 내부 오류',
  serverText: '서비스가 응답하는 중에 실패했습니다. 입력한 내용은 그대로 있으니 다시 보낼 수 있습니다.',
  serverTextStatus: '서비스가 응답하는 중에 실패했습니다(HTTP {status}). 입력한 내용은 그대로 있으니 다시 보낼 수 있습니다.',
  networkTitle: '서비스에 연결할 수 없습니다',
  networkText: '네트워크나 서비스가 중단되었습니다. 연결을 확인한 후 다시 보내세요.',
  timeoutTitle: '제시간에 응답이 없습니다',
  timeoutText: '서비스가 제시간에 응답하지 않았습니다. 턴은 기록되었을 수 있습니다. 다시 시도하려면 다시 보내세요.',
  timeoutAfter: { other: '서비스가 {count}초 안에 응답하지 않았습니다. 턴은 기록되었을 수 있습니다. 다시 시도하려면 다시 보내세요.' },
  unreadableTitle: '응답을 읽을 수 없습니다',
  unreadableText: '서비스가 이 콘솔에서 읽을 수 없는 응답을 보내 아무것도 표시하지 않았습니다.',
  otherTitle: '문제가 발생했습니다',
  otherText: '요청이 실패했습니다. 입력한 내용은 그대로 있으니 다시 보낼 수 있습니다.',
};

export default terms;
