/** A link to the store's page on another site, with the name the footer shows for it. */
export interface SocialLink {
  url: string;
  /** The site's name, from the link's host: `Instagram` for https://www.instagram.com/…, else the host. */
  name: string;
}

/** How many links the footer has room for. */
export const MAX_SOCIAL_LINKS = 8;

/** The usual names of well-known sites, by host without `www.`. */
const SITE_NAMES: Record<string, string> = {
  'bsky.app': 'Bluesky',
  'facebook.com': 'Facebook',
  'fb.com': 'Facebook',
  'github.com': 'GitHub',
  'instagram.com': 'Instagram',
  'linkedin.com': 'LinkedIn',
  'mastodon.social': 'Mastodon',
  'pinterest.com': 'Pinterest',
  'threads.net': 'Threads',
  'tiktok.com': 'TikTok',
  'twitter.com': 'X',
  'x.com': 'X',
  'youtube.com': 'YouTube',
};

/** The name a link is shown with: the site's usual name, or its host (without `www.` or `m.`). */
export function socialLinkName(url: URL): string {
  const host = url.hostname.replace(/^(www|m)\./, '');
  return SITE_NAMES[host] ?? host;
}

/**
 * STORE_SOCIAL_LINKS: comma-separated http(s) URLs, at most MAX_SOCIAL_LINKS of them. Reports each
 * entry that is not one in `problems`, as the other list settings do.
 */
export function parseSocialLinks(raw: string | undefined, problems: string[]): SocialLink[] {
  if (!raw?.trim()) return [];
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.length > MAX_SOCIAL_LINKS) {
    problems.push(`STORE_SOCIAL_LINKS may name at most ${MAX_SOCIAL_LINKS} links`);
    return [];
  }
  return entries.flatMap((entry) => {
    const url = absoluteWebUrl(entry);
    if (url) return [{ url: url.href, name: socialLinkName(url) }];
    problems.push(
      `STORE_SOCIAL_LINKS entry "${entry}" must be an https:// or http:// URL such as https://www.instagram.com/yourshop`,
    );
    return [];
  });
}

/**
 * A link the admin gives in Settings: an https:// URL with a host and no credentials, named as
 * STORE_SOCIAL_LINKS's are; undefined when it is not one.
 */
export function secureSocialLink(text: string): SocialLink | undefined {
  const url = /^https:\/\//i.test(text) ? absoluteWebUrl(text) : undefined;
  return url ? { url: url.href, name: socialLinkName(url) } : undefined;
}

/** An http(s) URL with a host and no credentials, or undefined. */
function absoluteWebUrl(text: string): URL | undefined {
  if (!/^https?:\/\/[^\s/]+/i.test(text) || text.length > 500) return undefined;
  try {
    const url = new URL(text);
    if (url.username || url.password || !url.hostname.includes('.')) return undefined;
    return url;
  } catch {
    return undefined;
  }
}
