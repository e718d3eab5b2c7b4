import { useEffect } from 'react';
import { useStoreName } from './use-store-settings';

/** Sets the browser tab title for the current page and the store's name (STORE_NAME): "Profile | BookStore". */
export function useDocumentTitle(title: string): void {
  const storeName = useStoreName();
  useEffect(() => {
    document.title = title ? `${title} | ${storeName}` : storeName;
  }, [title, storeName]);
}
