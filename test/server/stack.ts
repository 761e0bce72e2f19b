export async function createTestStack() {
  return { fetch: async (_req: Request) => new Response('{"detail":"not mounted","code":"not_found"}', { status: 404 }) };
}
