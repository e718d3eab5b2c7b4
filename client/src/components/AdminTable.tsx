import type { ReactNode } from 'react';

export interface AdminTableColumn {
  label: string;
  /** Numbers and actions sit at the right edge of their column. */
  align?: 'right';
  /** The title is for screen readers only (a column of checkboxes). */
  srOnly?: boolean;
}

export interface AdminTableProps {
  columns: readonly AdminTableColumn[];
  /** A refetch is under way: the rows are dimmed and the table says it is busy. */
  busy: boolean;
  /** The `<tr>` rows. */
  children: ReactNode;
}

/**
 * The frame of the admin screens' wide tables (books, orders, complaints): a scrolling card with
 * a header row of column titles. Below 768 px those screens show cards instead. The card is
 * positioned (`relative`) so that it also clips what is positioned inside it, such as the visually
 * hidden text of the row links: otherwise that text, placed where a wide table (a long unbroken
 * title) ends, would widen the whole page.
 */
export function AdminTable({ columns, busy, children }: AdminTableProps) {
  return (
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table aria-busy={busy} className={`w-full min-w-[48rem] text-left text-sm ${busy ? 'opacity-60' : ''}`}>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-4 py-3 ${column.align === 'right' ? 'text-right' : ''}`}
              >
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
