/**
 * Properties a page set on an element before its definition loaded (the CDN
 * file loads it on demand) are own properties of the instance, hiding the
 * class's accessors (`receipt`, `value`…): each is taken off and set again,
 * through its setter, before anything reads it.
 */
export function takeOwnProperties(element: HTMLElement, skip: (key: string) => boolean = () => false): void {
  const self = element as unknown as Record<string, unknown>;
  for (const key of Object.keys(element)) {
    if (skip(key) || !hasSetter(Object.getPrototypeOf(element), key)) continue;
    const value = self[key];
    delete self[key];
    self[key] = value;
  }
}

/** Whether `proto` or a prototype above it has a setter named `key`. */
function hasSetter(proto: object | null, key: string): boolean {
  for (let p = proto; p && p !== HTMLElement.prototype; p = Object.getPrototypeOf(p)) {
    const descriptor = Object.getOwnPropertyDescriptor(p, key);
    if (descriptor) return typeof descriptor.set === 'function';
  }
  return false;
}
