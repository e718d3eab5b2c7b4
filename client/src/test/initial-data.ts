import { INITIAL_DATA_ID, resetInitialData } from '@/lib/initial-data';

/**
 * Puts the element the server's page shell writes into the document, as a new page would have
 * it: `content` is JSON text as it is, or a value to serialise.
 */
export function shipInitialData(content: unknown): void {
  removeInitialData();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INITIAL_DATA_ID;
  element.textContent = typeof content === 'string' ? content : JSON.stringify(content);
  document.head.append(element);
}

/** Removes the shipped element and forgets what was read: the next test is a page of its own. */
export function removeInitialData(): void {
  document.getElementById(INITIAL_DATA_ID)?.remove();
  resetInitialData();
}
