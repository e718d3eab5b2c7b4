import { useEffect } from 'react';
import { site } from '@/config/site';

/** Sets the browser tab title for the current page: "Profile | BookStore". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${site.name}` : site.name;
  }, [title]);
}
