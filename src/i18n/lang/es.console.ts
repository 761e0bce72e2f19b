/** Spanish words of `<reasoning-console>` (see lang/en.console.ts for what each says). */
import type { Terms } from '../types.js';
import type { consoleTerms } from './en.console.js';

const terms: Terms<typeof consoleTerms> = {
  consoleTitle: 'Consola de razonamiento',
  clearTranscript: 'Borrar el historial',
  transcript: 'Historial',
  noTurns: 'Aún no hay pasos. Las respuestas aparecerán aquí.',
  placeholder: 'Pregunta algo…',
  sessionName: 'Nombre de la sesión',
  sessionHint: 'Mismo nombre, misma cadena. Vacío usa «{name}».',
  input: 'Entrada',
  inputHint: 'Intro envía; Mayús+Intro añade una línea.',
  inputHintBusy: 'Intro envía; Mayús+Intro añade una línea; Esc cancela.',
  charCount: '{count} / {max} caracteres',
  charCountOver: '{count} / {max} caracteres (demasiado largo: el servicio lo rechazará)',
  send: 'Enviar',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  alreadySending: 'Ya se está enviando. Espera la respuesta o cancela primero.',
  typeFirst: 'Escribe algo primero.',
  cleared: 'Historial borrado.',
  waitMore: { one: 'Espera {count} segundo más antes de volver a enviar.', many: 'Espera {count} de segundos más antes de volver a enviar.', other: 'Espera {count} segundos más antes de volver a enviar.' },
  answered: 'Respuesta {count}: {status}. {answer}',
  answeredNotSaved: 'Respuesta {count}: {status}. {answer} (Esta pestaña no pudo guardar el historial; se perderá al recargar.)',
  cancelledKept: 'Cancelado. Tu entrada se conserva.',
  failedKept: '{title}. Tu entrada se conserva.',
  sendAgainIn: 'Podrás volver a enviar en {seconds} s.',
  serviceSaid: 'El servicio dijo',
  whatWasWrong: 'Qué estaba mal',
  sendAgain: 'Volver a enviar',
  corsFix: 'añade {origin} a los orígenes permitidos del proxy (REASONING_ALLOWED_ORIGINS, o allowedOrigins en createProxy)',
  corsTitle: 'El proxy rechaza el origen de esta página',
  corsText: 'El proxy en {url} funciona, pero el navegador no pudo leer su respuesta en {origin} (un rechazo de origen cruzado, CORS). Para el responsable del sitio: {fix}. Tu entrada se conserva.',
  proxyDownTitle: 'No se pudo contactar con el proxy',
  proxyDownText: 'No llegó nada legible de {url}. O está caído o no es accesible desde aquí, o rechaza las páginas de {origin} (CORS). Para el responsable del sitio: comprueba que el proxy funciona y {fix}. Tu entrada se conserva.',
  proxyMissingTitle: 'No se encontró el proxy',
  proxyMissingText: 'Nada responde en {url}. Para el responsable del sitio: apunta el atributo proxy-url (o <meta name="reasoning:proxy-url">) a la base del proxy, la URL anterior a /run, o monta el proxy ahí.',
  proxyAddress: 'la dirección del proxy de esta consola',
  needsScript: 'Esta consola necesita JavaScript para enviar entradas y mostrar respuestas.',
};

export default terms;
