/**
 * The CDN file's Lit uses this package's Trusted Types policy, "reasoning-elements"
 * (src/elements/shared/trusted-types.ts), which also makes the blob: URL of the chain
 * check's worker. lit-html creates one policy when its module runs, always named
 * "lit-html". Under `require-trusted-types-for 'script'` without `'allow-duplicates'`,
 * a page whose own Lit made that policy first refuses the second one, and the CDN
 * file's Lit would stop there ("Creating a TrustedTypePolicy named 'lit-html' violates
 * …"): nothing would render. With its own name the CDN file sits beside any other Lit,
 * and a page's `trusted-types` directive names it (`trusted-types lit-html reasoning-elements`).
 * One name for both uses: a second policy would be a second name for every page to allow.
 *
 * The hand-over is a text transform of lit-html's module (its one
 * `createPolicy("lit-html", {createHTML: s => s})` becomes a call of `reasoningPolicy()`,
 * which makes the same policy under our name with a blob:-only `createScriptURL` beside it),
 * so it fails the build loudly when it stops matching (a Lit upgrade that creates its policy
 * in another way): never a bundle that silently keeps "lit-html". The npm modules (lit
 * external) are untouched: there the page's own Lit and its policy are used.
 */
import type { Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

/** The policy name the CDN file's Lit creates. */
export const POLICY_NAME = 'reasoning-elements';

/** lit-html's own module (production or development build), where its policy is created. */
const LIT_HTML_MODULE = /[\\/]lit-html[\\/](?:development[\\/])?lit-html\.js$/;
/** `.createPolicy("lit-html"` with any quote, as Lit ships it and as a minifier rewrites it. */
const createPolicyNamed = (name: string) => new RegExp(String.raw`\.createPolicy\(\s*(["'\x60])${name.replace(/[-]/g, '\\-')}\1`, 'g');
/** lit-html's whole call, `X.createPolicy("lit-html", { createHTML: (s) => s })`, minified or not. */
const LIT_POLICY_CALL = /\b[\w$]+\.createPolicy\(\s*(["'\x60])lit-html\1\s*,\s*\{\s*createHTML:\s*\(?([\w$]+)\)?\s*=>\s*\2\s*,?\s*\}\s*\)/g;

/** The module whose `reasoningPolicy()` lit-html is handed. */
export const POLICY_MODULE = fileURLToPath(new URL('../../src/elements/shared/trusted-types.ts', import.meta.url));

/**
 * lit-html's module text with its one `createPolicy("lit-html", {createHTML: s => s})` replaced by
 * `reasoningPolicy()` from `from`. Throws when there is not exactly one such call: the transform no
 * longer knows this Lit.
 */
export function handLitOurPolicy(code: string, from: string = POLICY_MODULE): string {
  const named = code.match(createPolicyNamed('lit-html'))?.length ?? 0;
  const calls = code.match(LIT_POLICY_CALL)?.length ?? 0;
  if (named !== 1 || calls !== 1) {
    throw new Error(
      `trusted-types-policy: expected lit-html to create one Trusted Types policy named "lit-html" with createHTML only, found ${named} named, ${calls} in that form. ` +
        'Lit must have changed how it creates its policy: update scripts/vite/trusted-types-policy.ts.',
    );
  }
  // The import goes on the first line (a comment in every Lit build), and the call keeps its line breaks: no line moves.
  const call = (match: string) => `__reasoningPolicy()${'\n'.repeat(match.split('\n').length - 1)}`;
  return `import{reasoningPolicy as __reasoningPolicy}from${JSON.stringify(from)};${code.replace(LIT_POLICY_CALL, call)}`;
}

/** What a bundle creates: the policy names passed to `createPolicy`, in every chunk's code. */
export function policyNames(code: string): string[] {
  return [...code.matchAll(/\.createPolicy\(\s*(["'\x60])([^"'\x60]*)\1/g)].map((m) => m[2]!);
}

/** The CDN build's plugin: hands lit-html our policy, then checks the output creates ours once and never "lit-html". */
export function trustedTypesPolicy(name: string = POLICY_NAME): Plugin {
  let renamed = 0;
  return {
    name: 'reasoning:trusted-types-policy',
    apply: 'build',
    buildStart() {
      renamed = 0;
    },
    transform(code, id) {
      if (!LIT_HTML_MODULE.test(id.split('?')[0]!)) return null;
      renamed++;
      return { code: handLitOurPolicy(code), map: null };
    },
    generateBundle(_options, bundle) {
      if (renamed === 0) this.error('trusted-types-policy: lit-html was not bundled through this transform (its module path changed?)');
      const names = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? policyNames(item.code) : []));
      if (names.length !== 1 || names[0] !== name) {
        this.error(`trusted-types-policy: the CDN build must create exactly one Trusted Types policy, "${name}"; it creates ${JSON.stringify(names)}`);
      }
    },
  };
}
