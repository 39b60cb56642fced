import type { CSSProperties, ReactNode } from 'react';

/** A column's heading: its text, or the text with `end` (numbers, at the end) and a style. */
export type HeadColumn = string | { label: ReactNode; end?: boolean; style?: CSSProperties };

/** A table's header row: a `th scope="col"` a column. */
export function TableHead({ columns }: { columns: HeadColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => {
          const { label, end, style } = typeof column === 'string' ? { label: column } : column;
          return (
            // A table's columns are fixed: their place is their identity.
            <th scope="col" key={index} className={end ? 'text-end' : undefined} style={style}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
