// custom-elements.json, served to the demo by demo/build.ts. Only the parts the API tables read.
declare module 'virtual:reasoning-manifest' {
  interface Documented {
    name: string;
    description?: string;
    summary?: string;
    type?: { text: string };
    default?: string;
  }
  export interface Attribute extends Documented {
    fieldName?: string;
  }
  export interface Member extends Documented {
    kind: 'field' | 'method';
    static?: boolean;
    readonly?: boolean;
    attribute?: string;
  }
  export interface Declaration {
    kind: string;
    name: string;
    tagName?: string;
    customElement?: boolean;
    description?: string;
    summary?: string;
    attributes?: Attribute[];
    members?: Member[];
    events?: Documented[];
    slots?: Documented[];
    cssParts?: Documented[];
    cssProperties?: Documented[];
  }
  export interface Manifest {
    modules: { path: string; declarations?: Declaration[] }[];
  }
  const manifest: Manifest;
  export default manifest;
}
