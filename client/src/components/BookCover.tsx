import { useState } from 'react';

export interface BookCoverProps {
  /** The cover's URL, or '' when the book has none. */
  src: string;
  title: string;
  /**
   * Classes for the image (size, fit, shadow); the placeholder fills the same box, a cover's shape
   * (2:3) where only one side is given (a card's `h-full w-auto`).
   */
  className?: string;
  /** Load at once instead of when scrolled near (the one large cover of a detail page). */
  eager?: boolean;
}

/** A book's cover image, or a 'No Image' placeholder (also when the image fails to load). */
export function BookCover({ src, title, className = '', eager = false }: BookCoverProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && failedSrc !== src) {
    return (
      <img
        src={src}
        alt={`Cover of ${title}`}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={className}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <div
      data-testid="no-image"
      className={`flex aspect-[2/3] items-center justify-center bg-slate-200 text-center text-xs font-medium text-slate-600 ${className}`}
    >
      No Image
    </div>
  );
}
