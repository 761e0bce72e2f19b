// axe-core in the browser tests: loaded once per page from node_modules, run on
// an element (shadow roots included) with no rule relaxed.

export interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown }[];
}

interface Axe {
  run(context: Element, options: unknown): Promise<{ violations: AxeViolation[] }>;
}

let axeLoaded: Promise<void> | undefined;

function loadAxe(): Promise<void> {
  axeLoaded ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  });
  return axeLoaded;
}

/** axe-core's violations inside `context`, as axe reports them. */
export async function axeResults(context: Element): Promise<AxeViolation[]> {
  await loadAxe();
  const axe = (window as unknown as { axe: Axe }).axe;
  return (await axe.run(context, { resultTypes: ['violations'] })).violations;
}

/** The violations as readable lines (`id: help (targets)`), so a failure names what broke. */
export async function axeViolations(context: Element): Promise<string[]> {
  return (await axeResults(context)).map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}
