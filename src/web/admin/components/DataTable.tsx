import type { ReactNode } from 'react';

export type Column<Row> = {
  /** The column's name, and its key. */
  header: string;
  /** Drawn in the header cell in place of the name (a box selecting every row); the name should be its label. */
  headerContent?: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Actions sit at the right (docs/product.md, Look and words). */
  align?: 'start' | 'end';
  className?: string;
  /** Stays in view at the right while a wide table scrolls sideways (the actions, on a narrow screen). */
  pinned?: boolean;
};

const PINNED = 'sticky right-0 shadow-[-1px_0_0_var(--color-hairline)]';

/** Rows drawn while a list loads, at the height of real rows, so nothing jumps when it arrives. */
const SKELETON_ROWS = 5;

/**
 * A table with a sticky header and zebra rows (docs/product.md, Look and words). While `rows` is undefined it shows
 * skeleton rows; an empty list shows `empty`. Rows are keyed by `rowKey`.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty = 'Nothing here yet.',
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  empty?: string;
}) {
  return (
    // Positioned, so the visually hidden texts inside scroll with the table instead of widening the page.
    <div className="relative max-h-[75vh] overflow-auto rounded-lg border border-hairline bg-white">
      <table className="w-full border-collapse text-left text-[15px]">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 z-10 bg-neutral-100">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`border-b border-hairline px-3 py-2 text-[13px] font-semibold uppercase tracking-wide text-muted ${
                  column.align === 'end' ? 'text-right' : ''
                } ${column.pinned ? `${PINNED} bg-neutral-100` : ''}`}
              >
                {column.headerContent ?? column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={rows === undefined}>
          {rows === undefined &&
            Array.from({ length: SKELETON_ROWS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing else to be keyed by
              <tr key={index} className="h-12 even:bg-neutral-50">
                {columns.map((column) => (
                  <td key={column.header} className="px-3 py-2">
                    <span className="block h-4 animate-pulse rounded bg-neutral-200" />
                  </td>
                ))}
              </tr>
            ))}
          {rows?.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-muted">
                {empty}
              </td>
            </tr>
          )}
          {rows?.map((row, index) => (
            <tr key={rowKey(row)} className="h-12 bg-white align-middle even:bg-neutral-50">
              {columns.map((column) => (
                <td
                  key={column.header}
                  className={`px-3 py-2 ${column.align === 'end' ? 'text-right' : ''} ${column.pinned ? `${PINNED} bg-inherit` : ''} ${column.className ?? ''}`}
                >
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
