/**
 * This package's Trusted Types policy, "reasoning-elements", made once: in the CDN file it is also
 * Lit's (scripts/vite/trusted-types-policy.ts hands lit-html this function in place of its own
 * "lit-html" policy), so a page names one policy for both Lit's HTML and the chain check's worker.
 * Its script URLs are blob: URLs only: the worker's code, made in this page by the checker.
 */
interface Policy {
  createHTML(html: string): unknown;
  createScriptURL(url: string): unknown;
}

let policy: Policy | null | undefined;

/** The policy, made on the first call; undefined where the browser has no Trusted Types. Throws where the page refuses it. */
export function reasoningPolicy(): Policy | undefined {
  if (policy === undefined) {
    const types = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): Policy } }).trustedTypes;
    policy = null;
    policy = types?.createPolicy('reasoning-elements', {
      createHTML: (html: string) => html,
      // The chain check's worker (made in this page); no other script URL.
      createScriptURL: (url: string) => {
        if (url.startsWith('blob:')) return url;
        throw new TypeError(url);
      },
    }) ?? null;
  }
  return policy ?? undefined;
}

/** The chain check worker's blob: URL as `new Worker()` takes it (a TrustedScriptURL under Trusted Types). Throws where the page refuses the policy. */
export function workerScriptUrl(url: string): unknown {
  return reasoningPolicy()?.createScriptURL(url) ?? url;
}
