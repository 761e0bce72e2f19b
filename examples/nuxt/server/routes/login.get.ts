// GET /login?user=alice signs the user in (a stand-in for the dashboard's real sign-in) and opens the console.
export default defineEventHandler((event) => {
  const user = String(getQuery(event).user ?? '');
  if (!/^[\w.-]{1,64}$/.test(user)) throw createError({ statusCode: 400, statusMessage: 'Name a user: /login?user=alice' });
  setCookie(event, SESSION_COOKIE, sessionFor(user), { httpOnly: true, sameSite: 'lax', path: '/' });
  return sendRedirect(event, '/console', 303);
});
