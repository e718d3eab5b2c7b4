import { useEffect, useRef } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { usePackingSlips } from '../hooks/use-packing-slips';

/** How many orders' slips one download may hold (the server's limit). */
export const MAX_PACKING_SLIPS = 100;

export interface PackingSlipsBarProps {
  /** The ids of the orders listed on this page, in their order. */
  pageIds: readonly string[];
  selected: ReadonlySet<string>;
  onSelectAll: (selected: boolean) => void;
}

/**
 * Above the order list: "Select all on this page" (checked when every listed order is, mixed when
 * some are) and "Packing slips (n)", which downloads the ticked orders' slips as one PDF, in the
 * list's order. More than 100 ticked: the button says to tick fewer.
 */
export function PackingSlipsBar({ pageIds, selected, onSelectAll }: PackingSlipsBarProps) {
  const { download, downloading } = usePackingSlips();
  const allRef = useRef<HTMLInputElement>(null);
  const ticked = pageIds.filter((id) => selected.has(id));
  const all = pageIds.length > 0 && ticked.length === pageIds.length;
  const some = ticked.length > 0 && !all;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = some;
  }, [some]);
  const tooMany = selected.size > MAX_PACKING_SLIPS;
  const disabled = selected.size === 0 || tooMany || downloading;

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input
          ref={allRef}
          type="checkbox"
          checked={all}
          disabled={!pageIds.length}
          onChange={(event) => onSelectAll(event.target.checked)}
          className="size-5 rounded border-slate-400 text-indigo-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
        />
        Select all on this page
      </label>
      <div className="flex flex-wrap items-center gap-3">
        {tooMany && (
          <p id="packing-slips-limit" className="text-sm text-red-700">
            Select at most {MAX_PACKING_SLIPS} orders.
          </p>
        )}
        <button
          type="button"
          onClick={() => void download(pageIds.filter((id) => selected.has(id)).concat(extraIds(pageIds, selected)))}
          disabled={disabled}
          aria-busy={downloading}
          aria-describedby={tooMany ? 'packing-slips-limit' : undefined}
          className={buttonClasses('secondary', 'md')}
        >
          Packing slips ({selected.size})
        </button>
      </div>
    </div>
  );
}

/** Ticked orders no longer listed (the list changed live): still included, after the listed ones. */
const extraIds = (pageIds: readonly string[], selected: ReadonlySet<string>) => {
  const listed = new Set(pageIds);
  return [...selected].filter((id) => !listed.has(id));
};
