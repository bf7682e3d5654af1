/**
 * The console's lists (tours, inquiries, members, analytics) as @tanstack/react-table tables: sort by
 * any column header, a search across the text columns, and column filters set by each screen's
 * toolbar. Rendered as a plain, styled <table>: screen readers get real rows, headers and aria-sort.
 * A click on a button in a row holds the rows in the order shown for STEADY_HOLD_MS, so a row whose
 * status changed (a tour completed, a message handled) does not sort away under the pointer and put
 * another row's button where a second click lands.
 */
import {
  type Cell,
  type ColumnDef,
  type ColumnFiltersState,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useState } from 'react';
import { STEADY_HOLD_MS } from '../ui/useSteadyList';

// biome-ignore lint/suspicious/noExplicitAny: react-table's own column type for columns of mixed value types.
export type DeskColumn<T> = ColumnDef<T, any>;

export interface DataTableProps<T> {
  label: string;
  data: readonly T[];
  columns: DeskColumn<T>[];
  getRowId: (row: T) => string;
  /** Text searched for in every text column (case-insensitive). */
  search?: string;
  /** Filters on single columns, e.g. [{ id: 'status', value: 'scheduled' }]. */
  filters?: ColumnFiltersState;
  initialSorting?: SortingState;
  empty: string;
  loading?: boolean;
  /**
   * Opens a row's details on a click anywhere in it. A pointer's shortcut only: give the row a
   * button too, for the keyboard and screen readers.
   */
  onRowClick?: (row: T) => void;
}

const SORT_LABELS = { asc: 'ascending', desc: 'descending' } as const;
const NO_FILTERS: ColumnFiltersState = [];

export function DataTable<T>({
  label,
  data,
  columns,
  getRowId,
  search = '',
  filters = NO_FILTERS,
  initialSorting = [],
  empty,
  loading = false,
  onRowClick,
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const table = useReactTable({
    data: data as T[],
    columns,
    getRowId,
    state: { sorting, globalFilter: search, columnFilters: filters },
    onSortingChange: setSorting,
    globalFilterFn: 'includesString',
    // No table pages, so no page to go back to. Left on, react-table queues a page reset (a state
    // change) whenever the filters it is given change, and filters given as a new array each
    // render then re-render the table for ever (the outbox hung on its first click).
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  const [held, setHeld] = useState<{ order: string[]; at: number } | null>(null);
  useEffect(() => {
    if (!held) return;
    const timer = window.setTimeout(() => setHeld(null), STEADY_HOLD_MS);
    return () => window.clearTimeout(timer);
  }, [held]);
  const sorted = table.getRowModel().rows;
  const rows = held ? holdOrder(sorted, held.order) : sorted;

  return (
    <div className="table-frame">
      <table className="desk-table" aria-label={label} aria-busy={loading}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                const title = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th key={header.id} scope="col" aria-sort={sorted ? SORT_LABELS[sorted] : undefined}>
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="sort-button"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        {title}
                        <span className="sort-mark" aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      title
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody
          onClickCapture={(event) => {
            if ((event.target as Element).closest?.('button'))
              setHeld({ order: held?.order ?? rows.map((row) => row.id), at: Date.now() });
          }}
        >
          {rows.map((row) => (
            <tr
              key={row.id}
              className={onRowClick ? 'clickable-row' : undefined}
              onClick={onRowClick ? () => onRowClick(row.original) : undefined}
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{cellContent(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="table-empty">
                {loading ? 'Loading…' : empty}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <p className="muted table-count">
        {rows.length} of {data.length} shown
      </p>
    </div>
  );
}

/** A column filter that keeps rows whose value equals the chosen one ('' keeps all). */
export function equalsFilter(
  row: { getValue: (id: string) => unknown },
  id: string,
  value: unknown,
): boolean {
  return value === '' || value === undefined || row.getValue(id) === value;
}

/** `rows` in the order held (rows not in it after, as they came). */
function holdOrder<R extends { id: string }>(rows: R[], order: readonly string[]): R[] {
  const place = new Map(order.map((id, index) => [id, index]));
  return [...rows].sort(
    (a, b) => (place.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (place.get(b.id) ?? Number.MAX_SAFE_INTEGER),
  );
}

/**
 * A cell's definition is called, not mounted: screens build their columns on every render, so
 * mounting each cell function as a component would remount the cell on every render and close
 * whatever it holds open (a Popconfirm asking "Make Jack Reilly staff?" vanished when the list
 * refetched or the search's debounce fired). Cells therefore hold no hooks of their own; a cell
 * that needs state renders a component.
 */
function cellContent<T>(
  def: ColumnDef<T, unknown>['cell'],
  context: ReturnType<Cell<T, unknown>['getContext']>,
): ReactNode {
  return typeof def === 'function' ? def(context) : (def ?? null);
}
