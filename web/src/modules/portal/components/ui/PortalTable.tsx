import type { ReactNode } from 'react';
import './portal-ui.css';

export type PortalColumn<T> = { key: string; title: string; render: (row: T) => ReactNode };

export type PortalTableProps<T> = {
  columns: readonly PortalColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** Read out as the table's name. */
  caption?: string;
  empty?: string;
};

/** A small bordered table (antd's Table look without sorting, paging or selection). */
export function PortalTable<T>({ columns, rows, rowKey, caption, empty = '暂无数据' }: PortalTableProps<T>) {
  return (
    <table className="portal-ui-table">
      {caption && <caption className="portal-visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.key} scope="col">
              {c.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="portal-empty">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row, i) => (
            <tr key={rowKey(row, i)}>
              {columns.map((c) => (
                <td key={c.key}>{c.render(row)}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

export type PortalDescriptionsProps = {
  items: readonly { label: string; value: ReactNode }[];
  /** Label / value pairs per row. */
  column?: 1 | 2;
};

/** Label / value pairs in a bordered table (antd's bordered Descriptions). */
export function PortalDescriptions({ items, column = 2 }: PortalDescriptionsProps) {
  const rows: (typeof items)[number][][] = [];
  for (let i = 0; i < items.length; i += column) rows.push(items.slice(i, i + column));
  return (
    <table className="portal-ui-table portal-descriptions">
      <tbody>
        {rows.map((row) => (
          <tr key={row[0]!.label}>
            {row.map((item, i) => (
              <DescriptionCell
                key={item.label}
                item={item}
                // The last pair of a short row fills the row.
                span={i === row.length - 1 ? (column - row.length) * 2 + 1 : 1}
              />
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DescriptionCell({ item, span }: { item: { label: string; value: ReactNode }; span: number }) {
  return (
    <>
      <th scope="row">{item.label}</th>
      <td colSpan={span}>{item.value}</td>
    </>
  );
}
