/** The element the server puts shipped query results in (server/src/common/http/client-shell.ts). */
export const INITIAL_DATA_ID = 'initial-data';

type Shipped = Record<string, { variables?: unknown; data?: unknown }>;

let shipped: Shipped | undefined;

function readShipped(): Shipped {
  if (shipped) return shipped;
  shipped = {};
  const element = document.getElementById(INITIAL_DATA_ID);
  if (!element?.textContent) return shipped;
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (typeof parsed === 'object' && parsed !== null) shipped = parsed as Shipped;
  } catch {
    // A page without usable hints: the screens ask for their data as usual.
  }
  element.remove();
  return shipped;
}

/** The same variables: the same keys with the same plain values. */
function sameVariables(a: unknown, b: Record<string, unknown>): boolean {
  if (typeof a !== 'object' || a === null) return false;
  const shippedVariables = a as Record<string, unknown>;
  const keys = new Set([...Object.keys(shippedVariables), ...Object.keys(b)]);
  return [...keys].every((key) => shippedVariables[key] === b[key]);
}

/**
 * The result of GraphQL operation `operationName` the server shipped with the page, if it answers
 * exactly `variables`; each is given out once (later visits of the screen ask the server).
 */
export function takeInitialData<TData>(operationName: string, variables: Record<string, unknown>): TData | undefined {
  const entry = readShipped()[operationName];
  if (!entry) return undefined;
  delete readShipped()[operationName];
  return sameVariables(entry.variables, variables) ? (entry.data as TData) : undefined;
}

/** Tests: forget what was read, so the next call reads the document again. */
export function resetInitialData(): void {
  shipped = undefined;
}
