import { useId } from 'react';
import { useT } from '../i18n/i18n';
import type { SpecificationsBlock } from './types';

/** Technical data as a two-column table: the label is each row's header. */
export function Specifications({ block }: { block: SpecificationsBlock }) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="block specs">
      <div className="container specs__inner">
        <h2 className="block__heading specs__heading" id={headingId}>
          {block.heading ?? t('product.specifications')}
        </h2>
        <table className="specs__table" aria-labelledby={headingId}>
          <tbody>
            {block.rows.map((row, index) => (
              <tr key={`${row.label}-${index}`}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
