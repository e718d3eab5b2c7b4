import { buttonClasses } from '@/components/button-styles';
import { ListResults } from '@/components/ListResults';
import { SearchInput } from '@/components/SearchInput';
import { useListFilters } from '@/lib/use-list-filters';
import { customerFilterSchema, useCustomers } from '../hooks/use-customers';
import { useExportCustomers } from '../hooks/use-export-customers';
import { CustomersTable } from './CustomersTable';

/**
 * The customers: every shopper by name with their orders, spending, last order and open
 * complaints; a search by the start of a name or an email (in the URL, sent once typing pauses);
 * more with Load more; the list (or what the search finds) as CSV.
 */
export function ManageCustomers() {
  const { filters, setFilter } = useListFilters(customerFilterSchema);
  const list = useCustomers(filters);
  const { exportCustomers, exporting } = useExportCustomers();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Customers</h1>
          <p className="mt-2 text-slate-600">Who buys from the store: their orders, spending and open complaints.</p>
        </div>
        <button
          type="button"
          onClick={() => void exportCustomers(filters.search)}
          disabled={exporting}
          className={buttonClasses('secondary', 'md')}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>

      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <SearchInput
          id="admin-customers-search"
          label="Search by name or email"
          value={filters.search}
          onSearch={(value) => setFilter('search', value)}
          placeholder="The start of a name or an email"
        />
      </div>

      <ListResults
        list={list}
        noun="customers"
        emptyText={filters.search.trim() ? 'No customer’s name or email starts with that' : 'No customers yet'}
      >
        <CustomersTable customers={list.items} busy={list.refreshing} />
      </ListResults>
    </div>
  );
}
