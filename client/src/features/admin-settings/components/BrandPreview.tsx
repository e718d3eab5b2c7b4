import { StoreBrand } from '@/components/StoreBrand';

export interface BrandPreviewProps {
  name: string;
  logoUrl: string | null;
}

/**
 * The header's and the footer's brand as they will look with these values, before they are saved:
 * the same component the layout uses, on each one's background.
 */
export function BrandPreview({ name, logoUrl }: BrandPreviewProps) {
  const shown = name.trim() || 'Your shop';
  return (
    <figure
      aria-label="Preview of the header and footer"
      className="overflow-hidden rounded-xl border border-slate-200"
    >
      <figcaption className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-xs font-semibold uppercase tracking-wider text-slate-600">
        Preview
      </figcaption>
      <div className="flex h-16 items-center gap-2 bg-white px-4 text-lg font-bold text-slate-900">
        <StoreBrand name={shown} logoUrl={logoUrl} />
      </div>
      <div className="flex items-center gap-2 bg-slate-900 px-4 py-4 text-lg font-bold text-white">
        <StoreBrand name={shown} logoUrl={logoUrl} tone="dark" />
      </div>
    </figure>
  );
}
