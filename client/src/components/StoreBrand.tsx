import { BookIcon } from './icons';

export interface StoreBrandProps {
  name: string;
  /** The store's logo; null or '' shows the book mark instead. */
  logoUrl?: string | null;
  /** 'light' for the header (white background), 'dark' for the footer. */
  tone?: 'light' | 'dark';
}

/**
 * The store's mark and name, as the header and the footer show it (and the Settings preview): the
 * logo when one is set, else the book mark, in the same 36 px square (index.html paints the book
 * mark before the app runs); the name is always written beside it, so the logo is decorative
 * (empty alt) and a screen reader hears the name once.
 */
export function StoreBrand({ name, logoUrl, tone = 'light' }: StoreBrandProps) {
  return (
    <>
      {logoUrl ? (
        <img src={logoUrl} alt="" width={36} height={36} className="h-9 w-9 rounded-lg bg-white object-contain" />
      ) : (
        <span
          className={`flex h-9 w-9 items-center justify-center rounded-lg ${tone === 'dark' ? 'bg-indigo-500' : 'bg-indigo-600'} text-white`}
        >
          <BookIcon className="h-5 w-5" />
        </span>
      )}
      {name}
    </>
  );
}
