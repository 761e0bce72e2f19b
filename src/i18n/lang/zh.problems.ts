/** Chinese (Simplified) words of `<reasoning-console>`'s explanations of a failed run (see lang/en.problems.ts for what each says). */
import type { Terms } from '../types.js';
import type { problemTerms } from './en.problems.js';

const terms: Terms<typeof problemTerms> = {
  cancelledTitle: '已取消',
  cancelledText: '你取消了此请求。你的输入已保留。服务可能仍已记录了这一轮。',
  tooLargeTitle: '输入过大',
  tooLargeText: '请求超出了服务可接受的大小（{kib} KiB；输入最多 {max} 个字符）。请缩短后重新发送。',
  refusedTitle: '服务拒绝了输入',
  refusedText: '请求无效。服务在下方说明了问题；请修改输入或会话名称后重新发送。',
  refusedSilent: '请求无效，且服务未说明原因（{status}）。请检查输入和会话名称后重新发送。',
  unauthorizedTitle: '控制台配置不正确',
  unauthorizedText: '此控制台后面的代理发送了服务不接受的 API 密钥（缺失或无效）。致网站管理员：请检查代理配置的密钥（REASONING_API_KEY）。这不是你的输入造成的。',
  signInTitle: '请重新登录',
  signInText: '此仪表板未能识别您的登录（可能已过期）。请重新登录，然后再次发送。您的输入已保留。',
  tierTitle: '需要 ASI 级别',
  tierText: '此请求使用了最高级别（ASI）的功能，而此控制台的 API 密钥级别较低。请换一个会话，或向网站管理员申请 ASI 密钥。',
  rateTitle: '请求过多',
  rateText: '服务收到来自此处的请求过多。请稍候再重新发送。',
  rateWait: { other: '服务收到来自此处的请求过多。请等待 {count} 秒后重新发送。' },
  serverTitle: '服务内部错误',
  serverText: '服务在应答时出错。你的输入已保留，可以重新发送。',
  serverTextStatus: '服务在应答时出错（HTTP {status}）。你的输入已保留，可以重新发送。',
  networkTitle: '无法连接服务',
  networkText: '网络或服务不可用。请检查网络连接后重新发送。',
  timeoutTitle: '未及时响应',
  timeoutText: '服务未及时响应。它可能仍已记录了这一轮；如需重试，请重新发送。',
  timeoutAfter: { other: '服务在 {count} 秒内未响应。它可能仍已记录了这一轮；如需重试，请重新发送。' },
  unreadableTitle: '无法读取响应',
  unreadableText: '服务的响应无法在此控制台读取，因此没有显示任何内容。',
  otherTitle: '出现问题',
  otherText: '请求失败。你的输入已保留，可以重新发送。',
};

export default terms;
