/** Chinese (Simplified) words of `<reasoning-console>` (see lang/en.console.ts for what each says). */
import type { Terms } from '../types.js';
import type { consoleTerms } from './en.console.js';

const terms: Terms<typeof consoleTerms> = {
  consoleTitle: '推理控制台',
  clearTranscript: '清除记录',
  transcript: '记录',
  noTurns: '还没有对话轮次。回答会显示在这里。',
  placeholder: '问点什么…',
  sessionName: '会话名称',
  sessionHint: '名称相同即为同一条链。留空则使用“{name}”。',
  input: '输入',
  inputHint: '按 Enter 发送，Shift+Enter 换行。',
  inputHintBusy: '按 Enter 发送，Shift+Enter 换行，Esc 取消。',
  charCount: '{count} / {max} 个字符',
  charCountOver: '{count} / {max} 个字符（过长：服务会拒绝）',
  send: '发送',
  sending: '正在发送…',
  cancel: '取消',
  alreadySending: '正在发送。请等待回答，或先取消。',
  typeFirst: '请先输入内容。',
  cleared: '记录已清除。',
  waitMore: { other: '请再等 {count} 秒后重新发送。' },
  answered: '回答 {count}：{status}。{answer}',
  answeredNotSaved: '回答 {count}：{status}。{answer}（此标签页无法保存记录，重新加载后将丢失。）',
  cancelledKept: '已取消。你的输入已保留。',
  failedKept: '{title}。你的输入已保留。',
  sendAgainIn: '{seconds} 秒后可重新发送。',
  serviceSaid: '服务返回',
  whatWasWrong: '问题所在',
  sendAgain: '重新发送',
  corsFix: '请将 {origin} 加入代理允许的来源（REASONING_ALLOWED_ORIGINS，或 createProxy 中的 allowedOrigins）',
  corsTitle: '代理拒绝了此页面的来源',
  corsText: '{url} 上的代理在运行，但浏览器不允许在 {origin} 上读取其响应（跨域 CORS 拒绝）。致网站管理员：{fix}。你的输入已保留。',
  proxyDownTitle: '无法连接代理',
  proxyDownText: '{url} 没有返回可读取的内容。它可能已停止运行或从此处无法访问，也可能拒绝 {origin} 上的页面（CORS）。致网站管理员：请确认代理正在运行，并{fix}。你的输入已保留。',
  proxyMissingTitle: '未找到代理',
  proxyMissingText: '{url} 没有任何响应。致网站管理员：请将 proxy-url 属性（或 <meta name="reasoning:proxy-url">）指向代理的根地址（/run 之前的 URL），或将代理部署在那里。',
  proxyAddress: '此控制台的代理地址',
  needsScript: '此控制台需要 JavaScript 才能发送输入并显示回答。',
};

export default terms;
