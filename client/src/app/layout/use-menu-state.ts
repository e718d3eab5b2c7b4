import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open/closed state for a header menu: closes on any navigation, on Escape (focus goes back to
 * the toggle button) and on a click outside `containerRef`.
 */
export function useMenuState() {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [seenKey, setSeenKey] = useState(location.key);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Navigation closes the menu (adjusting state during render, not in an effect).
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    function onPointerDown(event: PointerEvent | MouseEvent) {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  return { open, setOpen, toggle: () => setOpen((o) => !o), containerRef, buttonRef };
}
