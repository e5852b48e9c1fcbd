import { type ReactNode, useId } from 'react';
import { RowMenu } from './RowMenu';
import { useNarrow } from './use-narrow';

export type Column<Row> = {
  /** The column's name, and its key. */
  header: string;
  /** Drawn in the header cell in place of the name (a box selecting every row); the name should be its label. */
  headerContent?: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Actions sit at the right (docs/product.md, Look and words). */
  align?: 'start' | 'end';
  className?: string;
  /** Stays in view at the right while a wide table scrolls sideways (the actions, between a phone and a wide screen). */
  pinned?: boolean;
  /**
   * Its place in a row's card on a phone (decision 271): 'title' leads the card, 'aside' sits before
   * the title (a thumbnail, a box to select), 'actions' go behind the card's '⋯' button, 'hidden' is
   * left out; the others follow as labelled details. Without a 'title', the first column leads; a
   * column named 'Actions' goes behind the button unless told otherwise.
   */
  card?: 'title' | 'aside' | 'actions' | 'hidden';
};

const PINNED = 'sticky right-0 shadow-[-1px_0_0_var(--color-hairline)]';

/** Rows drawn while a list loads, at the height of real rows, so nothing jumps when it arrives. */
const SKELETON_ROWS = 5;

type TableProps<Row> = {
  caption: string;
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  empty?: string;
};

/**
 * A table with a sticky header and zebra rows (docs/product.md, Look and words); on a phone, a list of
 * cards (decision 271). While `rows` is undefined it shows skeleton rows; an empty list shows `empty`.
 */
export function DataTable<Row>(props: TableProps<Row>) {
  return useNarrow() ? <CardList {...props} /> : <Table {...props} />;
}

function Table<Row>({ caption, columns, rows, rowKey, empty = 'Nothing here yet.' }: TableProps<Row>) {
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

/** The columns of a card by their place in it. */
function cardParts<Row>(columns: Column<Row>[]) {
  const shown = columns
    .filter((column) => column.card !== 'hidden')
    .map((column) =>
      column.card === undefined && column.header === 'Actions' ? { ...column, card: 'actions' as const } : column,
    );
  const title = shown.find((column) => column.card === 'title') ?? shown.find((column) => column.card === undefined);
  return {
    aside: shown.filter((column) => column.card === 'aside'),
    title,
    details: shown.filter((column) => column.card === undefined && column !== title),
    actions: shown.find((column) => column.card === 'actions'),
  };
}

/**
 * A row per card, as a phone reads it: the title first at full width, its details under it with
 * their column names, and the row's actions behind one '⋯' button, so nothing sits over the words.
 */
function CardList<Row>({ caption, columns, rows, rowKey, empty = 'Nothing here yet.' }: TableProps<Row>) {
  const parts = cardParts(columns);
  if (rows === undefined)
    return (
      <ul aria-label={caption} aria-busy="true" className="flex flex-col gap-2">
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have nothing else to be keyed by
          <li key={index} className="h-24 animate-pulse rounded-lg border border-hairline bg-white" />
        ))}
      </ul>
    );
  if (rows.length === 0)
    return <p className="rounded-lg border border-hairline bg-white px-3 py-6 text-center text-muted">{empty}</p>;
  return (
    <ul aria-label={caption} className="flex flex-col gap-2">
      {rows.map((row, index) => (
        <Card key={rowKey(row)} row={row} index={index} parts={parts} />
      ))}
    </ul>
  );
}

/** Cells of screens written for a table (`min-w-56`, `w-max`) are held to the card's width. */
const FIT = '[&_*]:max-w-full [&_*]:min-w-0';

function Card<Row>({ row, index, parts }: { row: Row; index: number; parts: ReturnType<typeof cardParts<Row>> }) {
  const { aside, title, details, actions } = parts;
  const titleId = useId();
  return (
    <li className="min-w-0 rounded-lg border border-hairline bg-white p-3 text-[15px] break-words shadow-sm">
      <div className="flex items-start gap-3">
        {aside.map((column) => (
          <div key={column.header} className="shrink-0">
            {column.cell(row, index)}
          </div>
        ))}
        <div id={titleId} className={`min-w-0 flex-1 ${FIT}`}>
          {title?.cell(row, index)}
        </div>
        {/* The button is named by the card's title: 'Actions for “…”'. */}
        {actions && <RowMenu labelledBy={titleId}>{actions.cell(row, index)}</RowMenu>}
      </div>
      {details.length > 0 && (
        <dl className="mt-2 grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-[14px]">
          {details.map((column) => {
            const value = column.cell(row, index);
            // A detail with nothing to say (no changes listed) takes no line of the card.
            if (value === null || value === undefined || value === '' || value === false) return null;
            return (
              <div key={column.header} className="contents">
                <dt className="text-[12px] font-semibold tracking-wide text-muted uppercase">{column.header}</dt>
                <dd className={`min-w-0 ${FIT}`}>{value}</dd>
              </div>
            );
          })}
        </dl>
      )}
    </li>
  );
}
