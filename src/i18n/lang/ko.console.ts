/** Korean words of `<reasoning-console>` (see lang/en.console.ts for what each says). */
import type { Terms } from '../types.js';
import type { consoleTerms } from './en.console.js';

const terms: Terms<typeof consoleTerms> = {
  consoleTitle: '추론 콘솔',
  clearTranscript: '기록 지우기',
  transcript: '기록',
  noTurns: '아직 턴이 없습니다. 답변이 여기에 표시됩니다.',
  placeholder: '무엇이든 물어보세요…',
  sessionName: '세션 이름',
  sessionHint: '이름이 같으면 같은 체인입니다. 비워 두면 “{name}”을(를) 씁니다.',
  input: '입력',
  inputHint: 'Enter로 보내고 Shift+Enter로 줄을 바꿉니다.',
  inputHintBusy: 'Enter로 보내고 Shift+Enter로 줄을 바꾸며 Esc로 취소합니다.',
  charCount: '{count} / {max}자',
  charCountOver: '{count} / {max}자(너무 깁니다. 서비스가 거부합니다)',
  send: '보내기',
  sending: '보내는 중…',
  cancel: '취소',
  alreadySending: '이미 보내는 중입니다. 답변을 기다리거나 먼저 취소하세요.',
  typeFirst: '먼저 내용을 입력하세요.',
  cleared: '기록을 지웠습니다.',
  waitMore: { other: '{count}초 더 기다린 후 다시 보내세요.' },
  answered: '답변 {count}: {status}. {answer}',
  answeredNotSaved: '답변 {count}: {status}. {answer}(이 탭에서 기록을 저장하지 못했습니다. 새로 고치면 사라집니다.)',
  cancelledKept: '취소했습니다. 입력한 내용은 그대로 있습니다.',
  failedKept: '{title}. 입력한 내용은 그대로 있습니다.',
  sendAgainIn: '{seconds}초 후에 다시 보낼 수 있습니다.',
  serviceSaid: '서비스 응답',
  whatWasWrong: '문제 내용',
  sendAgain: '다시 보내기',
  corsFix: '프록시의 허용 출처에 {origin}을(를) 추가하세요(REASONING_ALLOWED_ORIGINS 또는 createProxy의 allowedOrigins)',
  corsTitle: '프록시가 이 페이지의 출처를 거부했습니다',
  corsText: '{url}의 프록시는 작동 중이지만, 브라우저가 {origin}에서 그 응답을 읽도록 허용되지 않았습니다(교차 출처 CORS 거부). 사이트 관리자에게: {fix}. 입력한 내용은 그대로 있습니다.',
  proxyDownTitle: '프록시에 연결할 수 없습니다',
  proxyDownText: '{url}에서 읽을 수 있는 응답이 오지 않았습니다. 프록시가 멈췄거나 여기서 닿을 수 없거나, {origin}의 페이지를 거부합니다(CORS). 사이트 관리자에게: 프록시가 실행 중인지 확인하고, {fix}. 입력한 내용은 그대로 있습니다.',
  proxyMissingTitle: '프록시를 찾을 수 없습니다',
  proxyMissingText: '{url}에서 아무것도 응답하지 않습니다. 사이트 관리자에게: proxy-url 속성(또는 <meta name="reasoning:proxy-url">)이 프록시의 기본 주소(/run 앞의 URL)를 가리키게 하거나, 그곳에 프록시를 두세요.',
  proxyAddress: '이 콘솔의 프록시 주소',
  needsScript: '이 콘솔은 입력을 보내고 답변을 표시하려면 JavaScript가 필요합니다.',
};

export default terms;
