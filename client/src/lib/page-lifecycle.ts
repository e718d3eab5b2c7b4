let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  // Back from the back-forward cache: the page is in use again.
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/**
 * Whether the browser is leaving this page (from `pagehide` until a `pageshow` brings it back).
 * The requests the page still had on their way are cut off then, and their failure says nothing
 * about the server's answer.
 */
export function isLeavingPage(): boolean {
  return leaving;
}
