import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { DEFAULT_STORE_NAME } from '@/config/site';
import { GetStoreSettingsDocument } from '@/lib/api/StoreSettings.generated';

/**
 * The store's public settings as far as known: the server ships them with every page
 * (lib/store-settings.ts puts them in the cache before the first render); otherwise the query
 * MoneyProvider sends as the app starts fills them in.
 */
function useStoreSettings() {
  const { data, previousData, loading } = useQuery(GetStoreSettingsDocument);
  const settings = (data ?? previousData)?.storeSettings;
  return { settings, loading: loading && !settings };
}

/**
 * The store's low-stock threshold (StoreSettings, LOW_STOCK_THRESHOLD on the server): a book with
 * this many copies or fewer is low in stock, on the dashboard and in the admin's book list alike.
 * Undefined until the settings are known (MoneyProvider asks for them as the app starts).
 */
export function useLowStockThreshold(): number | undefined {
  return useStoreSettings().settings?.lowStockThreshold;
}

/**
 * Whether the store sends email (StoreSettings.emailEnabled): without it there is no password
 * reset, so "Forgot password?" is hidden. Unknown (settings not loaded, or a server that does not
 * say) counts as yes, as it was before the store could say no.
 */
export function useEmailEnabled(): boolean {
  return useStoreSettings().settings?.emailEnabled !== false;
}

/**
 * Whether the admin role is reserved for the store owner's email (StoreSettings.adminRoleRestricted,
 * ADMIN_EMAIL on the server). The email itself is never published: the server decides at registration.
 */
export function useAdminRoleRestricted(): boolean {
  return useStoreSettings().settings?.adminRoleRestricted === true;
}

/** Whether visitors may browse the catalogue without signing in (CATALOGUE_PUBLIC on the server); undefined until known. */
export function useCataloguePublic(): boolean | undefined {
  const { settings } = useStoreSettings();
  return settings && settings.cataloguePublic === true;
}

/** The store's name (Settings; first value STORE_NAME), for the header, the footer and the page titles. */
export function useStoreName(): string {
  return useStoreSettings().settings?.name ?? DEFAULT_STORE_NAME;
}

/** The store's name and logo (null: none), for the header's and the footer's brand. */
export function useStoreBrand(): { name: string; logoUrl: string | null } {
  const settings = useStoreSettings().settings;
  return { name: settings?.name ?? DEFAULT_STORE_NAME, logoUrl: settings?.logoUrl ?? null };
}

/** The About page's text as the admin wrote it, in paragraphs; [] while unknown or unset (the standard copy shows). */
export function useStoreAbout(): string[] {
  const about = useStoreSettings().settings?.about ?? '';
  return about
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** How long the settings read last are trusted before coming back to the page reads them again. */
const SETTINGS_FRESH_MS = 30_000;

/**
 * Keeps the public settings current for a visitor who keeps a tab open: when the person comes back
 * to the page (the window regains focus, the tab becomes visible) and they were read more than
 * 30 s ago, they are read again, so a name, logo or contact detail the admin changed shows without
 * a reload. (An admin's own change is read again at once by the Settings screen.)
 */
export function useStoreSettingsOnReturn(): void {
  const client = useApolloClient();
  useEffect(() => {
    let readAt = Date.now();
    const reread = () => {
      if (document.visibilityState !== 'visible' || Date.now() - readAt < SETTINGS_FRESH_MS) return;
      readAt = Date.now();
      void client.query({ query: GetStoreSettingsDocument, fetchPolicy: 'network-only' }).catch(() => undefined);
    };
    window.addEventListener('focus', reread);
    document.addEventListener('visibilitychange', reread);
    return () => {
      window.removeEventListener('focus', reread);
      document.removeEventListener('visibilitychange', reread);
    };
  }, [client]);
}

/** The store's contact details from its settings (Settings; first values STORE_EMAIL, STORE_PHONE, STORE_ADDRESS): each null when not set. */
export interface StoreContact {
  email: string | null;
  phone: string | null;
  address: string | null;
}

/** The store's contact details and its pages on other sites (STORE_SOCIAL_LINKS), as far as loaded. */
export function useStoreContact(): StoreContact & {
  loading: boolean;
  socialLinks: ReadonlyArray<{ name: string; url: string }>;
} {
  const { settings, loading } = useStoreSettings();
  return {
    loading,
    email: settings?.contactEmail ?? null,
    phone: settings?.contactPhone ?? null,
    address: settings?.contactAddress ?? null,
    socialLinks: settings?.socialLinks ?? [],
  };
}
