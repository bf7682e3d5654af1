/**
 * The frame of every list screen of the console (tours, inquiries, members, outbox): a toolbar with
 * a search box and the screen's filters, an optional note or alert, the table, then whatever dialogs
 * the screen opens from it. Each screen keeps its own columns, filters and actions.
 */
import { Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './DataTable';

export interface ListPanelProps<T> extends DataTableProps<T> {
  /** The search box's accessible name and its placeholder. */
  searchLabel: string;
  searchPlaceholder: string;
  /** What is typed in the search box (the table searches `search`, which may lag behind it). */
  typed?: string;
  onSearch: (text: string) => void;
  /** The screen's filters in the toolbar, usually <FilterSelect>s. */
  toolbar?: ReactNode;
  /** A line about the list, above its toolbar. */
  intro?: ReactNode;
  /** Shown between the toolbar and the table (an alert). */
  above?: ReactNode;
  /** Dialogs and drawers the screen opens from its rows. */
  children?: ReactNode;
}

export function ListPanel<T>({
  searchLabel,
  searchPlaceholder,
  typed,
  onSearch,
  toolbar,
  intro,
  above,
  children,
  ...table
}: ListPanelProps<T>) {
  return (
    <div className="panel-stack">
      {intro && <p className="muted panel-intro">{intro}</p>}
      <div className="toolbar">
        <Input.Search
          className="search-input"
          placeholder={searchPlaceholder}
          aria-label={searchLabel}
          allowClear
          value={typed ?? table.search ?? ''}
          onChange={(e) => onSearch(e.target.value)}
        />
        {toolbar}
      </div>
      {above}
      <DataTable {...table} />
      {children}
    </div>
  );
}

/** A list's status filter: every status (the empty value) first, then each status by its label. */
export function StatusFilter<V extends string>({
  label,
  value,
  onChange,
  statuses,
}: {
  label: string;
  value: '' | V;
  onChange: (value: '' | V) => void;
  statuses: Record<V, { label: string }>;
}) {
  const options = [
    { value: '' as const, label: 'All statuses' },
    ...(Object.keys(statuses) as V[]).map((status) => ({ value: status, label: statuses[status].label })),
  ];
  return <FilterSelect<'' | V> label={label} value={value} onChange={onChange} options={options} />;
}

/** One filter of a list's toolbar: a labelled select whose first option is usually 'All'. */
export function FilterSelect<V extends string>({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: { value: V; label: string }[];
}) {
  return (
    <Select<V>
      aria-label={label}
      className="filter-select"
      value={value}
      onChange={onChange}
      options={options}
    />
  );
}
