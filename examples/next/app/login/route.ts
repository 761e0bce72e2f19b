// GET /login?user=alice signs the user in (a stand-in for the dashboard's real sign-in) and opens the console.
import { NextResponse, type NextRequest } from 'next/server';
import { SESSION_COOKIE, sessionFor } from '../lib/session';

export function GET(request: NextRequest) {
  const user = request.nextUrl.searchParams.get('user') ?? '';
  if (!/^[\w.-]{1,64}$/.test(user)) return new NextResponse('Name a user: /login?user=alice', { status: 400 });
  // A relative Location: behind a proxy or on 127.0.0.1, request.url may name another host than the browser's.
  const response = new NextResponse(null, { status: 303, headers: { location: '/console' } });
  response.cookies.set(SESSION_COOKIE, sessionFor(user), { httpOnly: true, sameSite: 'lax', path: '/' });
  return response;
}
