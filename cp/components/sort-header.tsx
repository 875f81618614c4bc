/** A sortable table column's header: a button that sorts by it, ascending first, then the other way; `aria-sort` says how it is sorted now. */
export interface SortHeaderProps {
  label: string;
  /** How this column sorts the table now (undefined: it does not). */
  direction: 'asc' | 'desc' | undefined;
  onSort(order: 'asc' | 'desc'): void;
  className?: string;
}

export function SortHeader({ label, direction, onSort, className }: SortHeaderProps) {
  return (
    <th scope="col" className={className} aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}>
      <button type="button" className="cp-sort" onClick={() => onSort(direction === 'asc' ? 'desc' : 'asc')}>
        {label}
        <span className={`cp-sort-icon${direction ? ` cp-sort-${direction}` : ''}`} aria-hidden="true" />
      </button>
    </th>
  );
}
