/** Reads and checks the body of POST /run; every failure is a 400 with a clear detail (413 for a body over the cap). */
import {
  DEFAULT_SESSION_NAME,
  hasLoneSurrogate,
  isJsonContentType,
  MAX_BODY_BYTES,
  MAX_INPUT_LENGTH,
  MAX_SESSION_NAME_LENGTH,
  readStreamCapped,
} from 'reasoning-elements/spec';
import { HttpError } from './errors.js';

export interface RunBody {
  input: string;
  session_name: string;
}

/** The body as text, refusing more than `limit` bytes without reading them all. */
async function readCapped(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return '';
  const { bytes, complete } = await readStreamCapped(request.body, limit);
  if (!complete) throw tooLarge(limit);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid UTF-8.');
  }
}

function tooLarge(limit: number): HttpError {
  return new HttpError(413, 'body_too_large', `The request body is larger than ${limit} bytes.`);
}

export async function readRunBody(request: Request): Promise<RunBody> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new HttpError(400, 'unsupported_content_type', 'The request body must be JSON, sent with Content-Type: application/json.');
  }
  const text = await readCapped(request, MAX_BODY_BYTES);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid JSON.');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new HttpError(400, 'invalid_body', 'The request body must be a JSON object.');
  }
  const body = data as Record<string, unknown>;
  const { input, session_name } = body;
  if (input === undefined) throw new HttpError(400, 'invalid_body', 'input is required.');
  if (typeof input !== 'string') throw new HttpError(400, 'invalid_body', 'input must be a string.');
  if (input.trim() === '') throw new HttpError(400, 'invalid_body', 'input must not be empty.');
  if (input.length > MAX_INPUT_LENGTH) {
    throw new HttpError(400, 'invalid_body', `input is longer than ${MAX_INPUT_LENGTH} characters.`);
  }
  // A lone surrogate (valid in a JSON string escape) has no canonical JSON form: the turn could not be hashed.
  if (hasLoneSurrogate(input)) throw new HttpError(400, 'invalid_body', 'input is not well-formed Unicode (it holds a lone surrogate).');
  if (session_name !== undefined) {
    if (typeof session_name !== 'string') throw new HttpError(400, 'invalid_body', 'session_name must be a string.');
    if (session_name.trim() === '') throw new HttpError(400, 'invalid_body', 'session_name must not be empty.');
    if (session_name.length > MAX_SESSION_NAME_LENGTH) {
      throw new HttpError(400, 'invalid_body', `session_name is longer than ${MAX_SESSION_NAME_LENGTH} characters.`);
    }
    if (hasLoneSurrogate(session_name)) {
      throw new HttpError(400, 'invalid_body', 'session_name is not well-formed Unicode (it holds a lone surrogate).');
    }
  }
  return { input, session_name: session_name ?? DEFAULT_SESSION_NAME };
}
