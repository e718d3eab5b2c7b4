export interface StockLevelProps {
  stock: number;
  /** The store's low-stock threshold; undefined (not known yet) marks nothing as low. */
  lowStockThreshold: number | undefined;
  /** The hint under the count (table, whose column says "Stock"), or a labelled line (cards). */
  layout?: 'stacked' | 'inline';
}

function tone(stock: number, lowStockThreshold: number | undefined) {
  if (stock === 0) return { box: 'bg-red-50 text-red-700 ring-red-600/20', text: 'text-red-700', hint: 'Out of stock' };
  if (lowStockThreshold !== undefined && stock <= lowStockThreshold)
    return { box: 'bg-amber-50 text-amber-800 ring-amber-600/30', text: 'text-amber-800', hint: 'Low stock' };
  return { box: 'text-slate-900 ring-transparent', text: '', hint: '' };
}

/**
 * The stock count, red with 'Out of stock' at 0 and amber with 'Low stock' up to the store's
 * threshold (the dashboard's, from the store settings).
 */
export function StockLevel({ stock, lowStockThreshold, layout = 'stacked' }: StockLevelProps) {
  const { box, text, hint } = tone(stock, lowStockThreshold);
  const inline = layout === 'inline';
  return (
    <span className={`inline-flex ${inline ? 'items-center gap-2' : 'flex-col items-start'}`}>
      {inline && <span className="text-slate-600">Stock</span>}
      <span className={`rounded-md px-2 py-0.5 font-semibold tabular-nums ring-1 ring-inset ${box}`}>{stock}</span>
      {hint && (
        <span className={`whitespace-nowrap text-xs font-medium ${inline ? '' : 'mt-0.5'} ${text}`}>{hint}</span>
      )}
    </span>
  );
}
