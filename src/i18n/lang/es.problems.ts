/** Spanish words of `<reasoning-console>`'s explanations of a failed run (see lang/en.problems.ts for what each says). */
import type { Terms } from '../types.js';
import type { problemTerms } from './en.problems.js';

const terms: Terms<typeof problemTerms> = {
  cancelledTitle: 'Cancelado',
  cancelledText: 'Cancelaste esta solicitud. Tu entrada se conserva. Puede que el servicio haya registrado el paso de todos modos.',
  tooLargeTitle: 'La entrada es demasiado grande',
  tooLargeText: 'La solicitud superaba lo que acepta el servicio ({kib} KiB; entradas de hasta {max} caracteres). Acórtala y vuelve a enviarla.',
  refusedTitle: 'El servicio rechazó la entrada',
  refusedText: 'La solicitud no era válida. El servicio indica abajo qué estaba mal; cambia la entrada o el nombre de la sesión y vuelve a enviarla.',
  refusedSilent: 'La solicitud no era válida y el servicio no dijo por qué ({status}). Revisa la entrada y el nombre de la sesión y vuelve a enviarla.',
  unauthorizedTitle: 'La consola no está bien configurada',
  unauthorizedText: 'El proxy de esta consola envió una clave de API que el servicio no acepta (falta o no es válida). Para el responsable del sitio: revisa la clave configurada en el proxy (REASONING_API_KEY). Nada de lo que escribiste lo causó.',
  signInTitle: 'Vuelva a iniciar sesión',
  signInText: 'Este panel no ha reconocido su sesión (puede que haya caducado). Vuelva a iniciar sesión y envíe de nuevo. Su texto se conserva.',
  tierTitle: 'Hace falta el nivel ASI',
  tierText: 'La solicitud usa una función del nivel más alto (ASI) y la clave de API de esta consola es de un nivel inferior. Usa otra sesión o pide una clave ASI al responsable del sitio.',
  rateTitle: 'Demasiadas solicitudes',
  rateText: 'El servicio recibe demasiadas solicitudes desde aquí. Espera un poco y vuelve a enviar.',
  rateWait: { one: 'El servicio recibe demasiadas solicitudes desde aquí. Espera {count} segundo y vuelve a enviar.', many: 'El servicio recibe demasiadas solicitudes desde aquí. Espera {count} de segundos y vuelve a enviar.', other: 'El servicio recibe demasiadas solicitudes desde aquí. Espera {count} segundos y vuelve a enviar.' },
  serverTitle: 'Error interno del servicio',
  serverText: 'El servicio falló al responder. Tu entrada se conserva; puedes volver a enviarla.',
  serverTextStatus: 'El servicio falló al responder (HTTP {status}). Tu entrada se conserva; puedes volver a enviarla.',
  networkTitle: 'No se pudo contactar con el servicio',
  networkText: 'La red o el servicio no funcionan. Revisa tu conexión y vuelve a enviar.',
  timeoutTitle: 'Sin respuesta a tiempo',
  timeoutText: 'El servicio no respondió a tiempo. Puede que haya registrado el paso; vuelve a enviar si quieres intentarlo otra vez.',
  timeoutAfter: { one: 'El servicio no respondió en {count} segundo. Puede que haya registrado el paso; vuelve a enviar si quieres intentarlo otra vez.', many: 'El servicio no respondió en {count} de segundos. Puede que haya registrado el paso; vuelve a enviar si quieres intentarlo otra vez.', other: 'El servicio no respondió en {count} segundos. Puede que haya registrado el paso; vuelve a enviar si quieres intentarlo otra vez.' },
  unreadableTitle: 'No se pudo leer la respuesta',
  unreadableText: 'El servicio respondió algo que esta consola no puede leer, así que no se muestra nada.',
  otherTitle: 'Algo salió mal',
  otherText: 'La solicitud falló. Tu entrada se conserva; puedes volver a enviarla.',
};

export default terms;
