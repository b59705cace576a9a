import type { PolicyBlock } from '../../content/policies.js';

export type PolicyTableProps = Omit<Extract<PolicyBlock, { kind: 'table' }>, 'kind'>;

/**
 * On narrow screens the rows become stacked cards (labels come from data-label). The explicit roles keep the table
 * semantics that some browsers drop once a table's display is changed (see Adrian Roselli, "Tables, CSS Display
 * Properties, and ARIA").
 */
export function PolicyTable({ caption, columns, rows }: PolicyTableProps) {
  return (
    <table className="policy-table" role="table">
      <caption>{caption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column} scope="col" role="columnheader">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map(([first, ...rest]) => (
          <tr key={first} role="row">
            <th scope="row" role="rowheader" data-label={columns[0]}>
              {first}
            </th>
            {rest.map((cell, index) => (
              <td key={columns[index + 1]} role="cell" data-label={columns[index + 1]}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
