import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

const STORAGE_KEY = 'bookstore-scroll-positions';

function readSaved(): Map<string, number> {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof saved !== 'object' || saved === null) return new Map();
    return new Map(Object.entries(saved).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return new Map();
  }
}

/**
 * Scroll positions per path, as React Router's ScrollRestoration keyed by path did: a page
 * visited before opens where it was left (back, forward, a link to it, a reload), any other
 * page opens at its top or at its #fragment. Keyed by path: every fresh page load shares one
 * location key, so keying by location would restore one page's position on another. Works in
 * any router (the app's BrowserRouter, the tests' memory router).
 */
export function ScrollPositions() {
  const location = useLocation();
  const positions = useRef<Map<string, number>>(null);
  const current = useRef(location.pathname);

  useEffect(() => {
    positions.current ??= readSaved();
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.current!.set(current.current, window.scrollY);
    const save = () => {
      remember();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(positions.current!)));
      } catch {
        // Storage full or refused: positions last for this page load only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readSaved();
    current.current = location.pathname;
    const saved = positions.current.get(location.pathname);
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash]);

  return null;
}
