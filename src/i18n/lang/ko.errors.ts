/** Korean words of the client's errors (see lang/en.errors.ts for what each says). */
import type { Terms } from '../types.js';
import type { errorTerms } from './en.errors.js';

const terms: Terms<typeof errorTerms> = {
  errBadRequest: '요청이 유효하지 않아 거부되었습니다.',
  errUnauthorized: 'API 키가 없거나 유효하지 않습니다.',
  errTier: '이 API 키로는 그 작업을 할 수 없습니다.',
  errNotFound: '찾을 수 없습니다.',
  errRateLimited: '요청이 너무 많습니다. 잠시 후 다시 시도하세요.',
  errServer: '서비스에 내부 오류가 발생했습니다.',
  errNetwork: '서비스에 연결할 수 없습니다.',
  errTimeout: '서비스가 제시간에 응답하지 않았습니다.',
  errInvalid: '서비스가 읽을 수 없는 응답을 보냈습니다.',
  errWithStatus: '{text}(HTTP {status})',
  errTimeoutAfter: '{ms}ms 안에 응답이 없었습니다.',
  errNotJson: 'JSON을 예상했지만 “{type}”을(를) 받았습니다.',
  errBadJson: '응답이 올바른 JSON이 아닙니다.',
  errTooLarge: '응답이 {bytes}바이트를 넘습니다.',
  errRefusedId: 'ID가 거부되었습니다. 영문자, 숫자, “_”, “-”, “.”만 쓸 수 있습니다.',
};

export default terms;
