import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A radio button Tab skips: a group is one stop, its checked radio (else its first). */
function skippedRadio(element: HTMLElement, all: HTMLElement[]): boolean {
  if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return false;
  const group = all.filter(
    (other): other is HTMLInputElement =>
      other instanceof HTMLInputElement && other.type === 'radio' && other.name === element.name,
  );
  const stop = group.find((radio) => radio.checked) ?? group[0];
  return element !== stop;
}

/** The elements inside `container` that Tab can reach, in document order (a radio group once). */
export function tabbableIn(container: HTMLElement): HTMLElement[] {
  const all = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
  return all.filter((element) => !skippedRadio(element, all));
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
      const active = document.activeElement;
      // A radio Tab skips may still have focus (a script put it there): its group's stop stands for it.
      const index = items.findIndex(
        (item) =>
          item === active ||
          (active instanceof HTMLInputElement &&
            active.type === 'radio' &&
            active.name !== '' &&
            item instanceof HTMLInputElement &&
            item.type === 'radio' &&
            item.name === active.name),
      );
      const step = event.shiftKey ? items.length - 1 : 1;
      const next = index === -1 ? (event.shiftKey ? items.length - 1 : 0) : (index + step) % items.length;
      event.preventDefault();
      items[next].focus();
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [containerRef, active]);
}
