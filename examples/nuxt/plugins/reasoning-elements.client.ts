// Browser only (.client): the elements are defined once Nuxt has hydrated the page, so none of them
// upgrades under Vue's hydration. The server renders the plain tags.
export default defineNuxtPlugin(() => {
  onNuxtReady(() => import('reasoning-elements/define'));
});
