/** Reads and checks the body of POST /run; every failure is a 400 with a clear detail. */
import { MAX_BODY_BYTES, MAX_INPUT_LENGTH, MAX_SESSION_NAME_LENGTH, DEFAULT_SESSION_NAME } from '../../spec/index.js';
import { HttpError } from './errors.js';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface RunBody {
  input: string;
  session_name: string;
}

function isJsonType(contentType: string | null): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/** The body as text, refusing more than `limit` bytes without reading them all. */
async function readCapped(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, 'invalid_json', 'The request body is not valid UTF-8.');
  }
}

function tooLarge(limit: number): HttpError {
  return new HttpError(400, 'body_too_large', `The request body is larger than ${limit} bytes.`);
}

export async function readRunBody(request: Request): Promise<RunBody> {
  if (!isJsonType(request.headers.get('content-type'))) {
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
  if (LONE_SURROGATE.test(input)) throw new HttpError(400, 'invalid_body', 'input is not well-formed Unicode (it holds a lone surrogate).');
  if (session_name !== undefined) {
    if (typeof session_name !== 'string') throw new HttpError(400, 'invalid_body', 'session_name must be a string.');
    if (session_name.trim() === '') throw new HttpError(400, 'invalid_body', 'session_name must not be empty.');
    if (session_name.length > MAX_SESSION_NAME_LENGTH) {
      throw new HttpError(400, 'invalid_body', `session_name is longer than ${MAX_SESSION_NAME_LENGTH} characters.`);
    }
    if (LONE_SURROGATE.test(session_name)) {
      throw new HttpError(400, 'invalid_body', 'session_name is not well-formed Unicode (it holds a lone surrogate).');
    }
  }
  return { input, session_name: session_name ?? DEFAULT_SESSION_NAME };
}
