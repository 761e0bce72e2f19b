/**
 * A read-only array of `length` items fetched one at a time by `at(i)` when
 * read: `list[i]`, `list.length`, `slice`, iteration and JSON all work, and
 * only the items read are ever in memory. Items are not cached: each read
 * asks the store again (LMDB reads are lookups in mapped pages).
 */
export function lazyList<T>(length: number, at: (index: number) => T | undefined): readonly T[] {
  const index = (p: string | symbol): number | undefined => {
    if (typeof p !== 'string' || !/^(0|[1-9]\d*)$/.test(p)) return undefined;
    return Number(p);
  };
  return new Proxy(new Array<T>(length), {
    get(target, p, receiver) {
      const i = index(p);
      if (i !== undefined) return i < length ? at(i) : undefined;
      return Reflect.get(target, p, receiver);
    },
    has(target, p) {
      const i = index(p);
      return i !== undefined ? i < length : Reflect.has(target, p);
    },
    getOwnPropertyDescriptor(target, p) {
      const i = index(p);
      if (i === undefined || i >= length) return Reflect.getOwnPropertyDescriptor(target, p);
      return { value: at(i), writable: false, enumerable: true, configurable: true };
    },
    ownKeys(target) {
      return [...Array.from({ length }, (_, i) => String(i)), ...Reflect.ownKeys(target)];
    },
    set() {
      return false;
    },
    deleteProperty() {
      return false;
    },
  });
}
