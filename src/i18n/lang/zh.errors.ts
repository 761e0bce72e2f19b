/** Chinese (Simplified) words of the client's errors (see lang/en.errors.ts for what each says). */
import type { Terms } from '../types.js';
import type { errorTerms } from './en.errors.js';

const terms: Terms<typeof errorTerms> = {
  errBadRequest: '请求因无效而被拒绝。',
  errUnauthorized: 'API 密钥缺失或无效。',
  errTier: '此 API 密钥无权执行该操作。',
  errNotFound: '未找到。',
  errRateLimited: '请求过多，请稍后再试。',
  errServer: '服务发生内部错误。',
  errNetwork: '无法连接服务。',
  errTimeout: '服务未及时响应。',
  errInvalid: '服务返回的响应无法读取。',
  errWithStatus: '{text}（HTTP {status}）',
  errTimeoutAfter: '{ms} 毫秒内没有响应。',
  errNotJson: '应为 JSON，实际为“{type}”。',
  errBadJson: '响应不是有效的 JSON。',
  errTooLarge: '响应超过 {bytes} 字节。',
  errRefusedId: 'ID 被拒绝：只能使用字母、数字、“_”、“-”或“.”。',
};

export default terms;
