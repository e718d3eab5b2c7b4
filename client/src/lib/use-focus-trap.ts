import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements inside `container` that Tab can reach, in document order. */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * While `active`, Tab and Shift+Tab cycle through the focusable elements inside `containerRef`
 * (a modal dialog, an open menu) instead of leaving it; focus that is outside when Tab is pressed
 * comes back to the first (or, with Shift, the last) of them.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    function onKeyDown(event: KeyboardEvent) {
      const container = containerRef.current;
      if (event.key !== 'Tab' || !container) return;
      const items = tabbableIn(container);
      if (items.length === 0) return;
      const index = items.indexOf(document.activeElement as HTMLElement);
      const step = event.shiftKey ? items.length - 1 : 1;
      const next = index === -1 ? (event.shiftKey ? items.length - 1 : 0) : (index + step) % items.length;
      event.preventDefault();
      items[next].focus();
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [containerRef, active]);
}
