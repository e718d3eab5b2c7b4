/** If-None-Match as RFC 9110 compares it (weakly): `*`, or any listed tag, W/ or not. */
export function matchesETag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const candidate = tag.trim().replace(/^W\//i, '');
    return candidate === '*' || candidate === etag;
  });
}
