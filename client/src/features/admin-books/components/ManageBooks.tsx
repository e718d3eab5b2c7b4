import { FilterSelect } from '@/components/FilterSelect';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { SearchInput } from '@/components/SearchInput';
import { ListResults } from '@/components/ListResults';
import { BOOK_CATEGORIES } from '@/config/categories';
import { paths } from '@/config/paths';
import { useListFilters } from '@/lib/use-list-filters';
import { useLowStockThreshold } from '@/lib/use-store-settings';
import { adminBookFilterSchema, STOCK_FILTERS, useAdminBooks, type StockFilter } from '../hooks/use-admin-books';
import { useDeleteBook } from '../hooks/use-delete-book';
import { BooksTable } from './BooksTable';
import { ExportCatalogueButton } from './ExportCatalogueButton';

function stockFilterLabel(threshold: number | undefined) {
  return (filter: StockFilter) =>
    filter === 'out' ? 'Out of stock' : threshold === undefined ? 'Low stock' : `Low stock (${threshold} or fewer)`;
}

/**
 * Manage books: search by title or author, category and stock filters (kept in the URL), the
 * count line and the inventory table with View, Edit and Delete.
 */
export function ManageBooks() {
  const { filters, setFilter } = useListFilters(adminBookFilterSchema);
  const lowStockThreshold = useLowStockThreshold();
  const list = useAdminBooks(filters, lowStockThreshold);
  const { deleteBook, deletingId, confirmDialog } = useDeleteBook();

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Manage Books</h1>
          <p className="mt-2 text-slate-600">Add, edit and remove the books in the store.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ExportCatalogueButton />
          <Link to={paths.adminImportBooks} className={buttonClasses('secondary', 'md')}>
            Import CSV
          </Link>
          <Link to={paths.adminAddBook} className={buttonClasses('primary', 'md')}>
            <span aria-hidden="true">+</span> Add New Book
          </Link>
        </div>
      </div>

      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="sm:col-span-2 lg:col-span-1">
          <SearchInput
            id="admin-books-search"
            label="Search by title or author"
            value={filters.search}
            onSearch={(value) => setFilter('search', value)}
            placeholder="Title or author"
          />
        </div>
        <FilterSelect
          id="admin-books-category"
          label="Category"
          value={filters.category}
          allLabel="All Categories"
          options={BOOK_CATEGORIES}
          onChange={(value) => setFilter('category', value)}
        />
        <FilterSelect
          id="admin-books-stock"
          label="Stock"
          value={filters.stock}
          allLabel="Any stock"
          options={STOCK_FILTERS}
          optionLabel={stockFilterLabel(lowStockThreshold)}
          onChange={(value) => setFilter('stock', adminBookFilterSchema.stock.parse(value))}
        />
      </div>

      <ListResults list={list} noun="books" emptyText={'No books found matching your criteria.'}>
        <BooksTable
          books={list.items}
          busy={list.refreshing}
          deletingId={deletingId}
          onDelete={(id) => void deleteBook(id)}
          lowStockThreshold={lowStockThreshold}
        />
      </ListResults>
      {confirmDialog}
    </div>
  );
}
