import { buttonClasses } from '@/components/button-styles';
import { usePackingSlips } from '../hooks/use-packing-slips';

/**
 * The admin order page's "Packing slip": the order's slip as a PDF (what to pack and where it
 * goes, no prices), for the parcel.
 */
export function PackingSlipButton({ orderId }: { orderId: string }) {
  const { download, downloading } = usePackingSlips();
  return (
    <section
      aria-labelledby="order-packing-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="order-packing-heading" className="text-lg font-semibold text-slate-900">
        Packing
      </h2>
      <p className="mt-1 text-sm text-slate-600">The books, quantities and delivery address, without prices.</p>
      <div className="mt-3">
        <button
          type="button"
          onClick={() => void download([orderId])}
          aria-disabled={downloading}
          aria-busy={downloading}
          className={buttonClasses('secondary', 'md')}
        >
          Packing slip
        </button>
      </div>
    </section>
  );
}
