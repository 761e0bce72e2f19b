/**
 * The CDN file's Lit creates its Trusted Types policy under a name of this
 * package's own. lit-html creates one policy when its module runs, always
 * named "lit-html". Under `require-trusted-types-for 'script'` without
 * `'allow-duplicates'`, a page whose own Lit made that policy first refuses the
 * second one, and the CDN file's Lit would stop there ("Creating a
 * TrustedTypePolicy named 'lit-html' violates …"): nothing would render. With
 * its own name the CDN file sits beside any other Lit, and a page's
 * `trusted-types` directive names it (`trusted-types lit-html reasoning-elements`).
 *
 * The rename is a text transform of lit-html's module, so it fails the build
 * loudly when it stops matching (a Lit upgrade that creates its policy in
 * another way): never a bundle that silently keeps "lit-html". The npm modules
 * (lit external) are untouched: there the page's own Lit and its policy are used.
 */
import type { Plugin } from 'vite';

/** The policy name the CDN file's Lit creates. */
export const POLICY_NAME = 'reasoning-elements';

/** lit-html's own module (production or development build), where its policy is created. */
const LIT_HTML_MODULE = /[\\/]lit-html[\\/](?:development[\\/])?lit-html\.js$/;
/** `.createPolicy("lit-html"` with any quote, as Lit ships it and as a minifier rewrites it. */
const createPolicyNamed = (name: string) => new RegExp(String.raw`\.createPolicy\(\s*(["'\x60])${name.replace(/[-]/g, '\\-')}\1`, 'g');

/**
 * lit-html's module text with its one `createPolicy("lit-html", …)` renamed to `name`. Throws when
 * there is not exactly one: the transform no longer knows this Lit.
 */
export function renameLitPolicy(code: string, name: string = POLICY_NAME): string {
  if (!/^[\w-]+$/.test(name)) throw new TypeError(`trusted-types-policy: ${JSON.stringify(name)} is not a policy name this transform writes`);
  const found = code.match(createPolicyNamed('lit-html'))?.length ?? 0;
  if (found !== 1) {
    throw new Error(
      `trusted-types-policy: expected lit-html to create one Trusted Types policy named "lit-html", found ${found}. ` +
        'Lit must have changed how it creates its policy: update scripts/vite/trusted-types-policy.ts.',
    );
  }
  return code.replace(createPolicyNamed('lit-html'), (_match, quote: string) => `.createPolicy(${quote}${name}${quote}`);
}

/** What a bundle creates: the policy names passed to `createPolicy`, in every chunk's code. */
export function policyNames(code: string): string[] {
  return [...code.matchAll(/\.createPolicy\(\s*(["'\x60])([^"'\x60]*)\1/g)].map((m) => m[2]!);
}

/** The CDN build's plugin: renames the policy, then checks the output holds ours once and never "lit-html". */
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
      // Only a name inside one string changes: columns after it on that line shift, nothing else moves.
      return { code: renameLitPolicy(code, name), map: null };
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
