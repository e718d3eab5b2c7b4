import { useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import { ListResults } from '@/components/ListResults';
import { useActivity } from '../hooks/use-activity';
import { ActivityList } from './ActivityList';

const ALL = { action: '', from: '', to: '' } as const;

function Entries({ orderId }: { orderId: string }) {
  const list = useActivity(ALL, orderId);
  return (
    <ListResults list={list} noun="entries" emptyText="No changes recorded yet">
      <ActivityList entries={list.items} busy={list.refreshing} level={3} />
    </ListResults>
  );
}

/**
 * The admin's changes to one order (status moves, the cancellation, notes), newest first, on the
 * order's page: read only when asked for, so that opening an order costs nothing more.
 */
export function OrderActivity({ orderId }: { orderId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      aria-labelledby="order-activity-heading"
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-activity-heading" className="text-lg font-semibold text-slate-900">
          Activity
        </h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="order-activity-entries"
          onClick={() => setOpen((shown) => !shown)}
          className={buttonClasses('secondary', 'sm')}
        >
          {open ? 'Hide changes' : 'Show changes'}
        </button>
      </div>
      <div id="order-activity-entries">{open && <Entries orderId={orderId} />}</div>
    </section>
  );
}
