import type { ComparisonRow } from '../data/types';

const mark = (value: boolean | string) => (value === true ? '✓' : value === false ? '—' : value);

/** Editions compared point by point. */
export function ComparisonTable({ title, columns, rows }: { title: string; columns: [string, string]; rows: ComparisonRow[] }) {
  return (
    <section className="mx-auto max-w-5xl px-5 py-14" data-section="comparison">
      <h2 className="text-center text-2xl font-bold text-ink narrow:text-3xl">{title}</h2>
      <div className="mt-8 overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <thead>
            <tr className="border-b-2 border-line">
              <th scope="col" className="py-3 pr-4 font-semibold text-ink">
                能力
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 text-center font-semibold text-ink">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.feature} className="border-b border-line">
                <th scope="row" className="py-3 pr-4 font-normal text-ink">
                  {row.feature}
                </th>
                <td className="px-4 py-3 text-center text-muted">{mark(row.openSource)}</td>
                <td className="px-4 py-3 text-center text-brand-700">{mark(row.enterprise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
