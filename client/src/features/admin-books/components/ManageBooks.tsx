import { FilterSelect } from '@/components/FilterSelect';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-styles';
import { SearchInput } from '@/components/SearchInput';
import { ListResults } from '@/components/ListResults';
import { BOOK_CATEGORIES } from '@/config/categories';
import { paths } from '@/config/paths';
import { useListFilters } from '@/lib/use-list-filters';
import { adminBookFilterSchema, useAdminBooks } from '../hooks/use-admin-books';
import { useDeleteBook } from '../hooks/use-delete-book';
import { BooksTable } from './BooksTable';

/**
 * Manage books (SPEC.md §2): search by title or author, a category filter (both kept in the
 * URL), the count line and the inventory table with View, Edit and Delete.
 */
export function ManageBooks() {
  const { filters, setFilter } = useListFilters(adminBookFilterSchema);
  const list = useAdminBooks(filters);
  const { deleteBook, deletingId, confirmDialog } = useDeleteBook();

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Manage Books</h1>
          <p className="mt-2 text-slate-600">Add, edit and remove the books in the store.</p>
        </div>
        <Link to={paths.adminAddBook} className={buttonClasses('primary', 'md', 'self-start sm:self-auto')}>
          <span aria-hidden="true">+</span> Add New Book
        </Link>
      </div>

      <div className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:p-5">
        <SearchInput
          id="admin-books-search"
          label="Search by title or author"
          value={filters.search}
          onSearch={(value) => setFilter('search', value)}
          placeholder="Title or author"
        />
        <FilterSelect
          id="admin-books-category"
          label="Category"
          value={filters.category}
          allLabel="All Categories"
          options={BOOK_CATEGORIES}
          onChange={(value) => setFilter('category', value)}
        />
      </div>

      <ListResults list={list} noun="books" emptyText={'No books found matching your criteria.'}>
        <BooksTable
          books={list.items}
          busy={list.refreshing}
          deletingId={deletingId}
          onDelete={(id) => void deleteBook(id)}
        />
      </ListResults>
      {confirmDialog}
    </div>
  );
}
