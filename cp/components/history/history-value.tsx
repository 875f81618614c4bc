/** A value in the history's difference, as the server rendered it (cp/shared/history.ts), in the editor's language. */
import { useT } from '../../i18n/i18n';
import type { HistoryValue } from '../../shared/history';

/** Trees deeper than this are drawn at this indentation. */
const MAX_DEPTH = 5;

export function HistoryValueView({ value }: { value: HistoryValue }) {
  const t = useT();
  switch (value.kind) {
    case 'empty':
      return <span className="cp-muted">{t('history.empty')}</span>;
    case 'boolean':
      return <span>{value.value ? t('history.yes') : t('history.no')}</span>;
    case 'text':
      return <span className="cp-history-text">{value.text}</span>;
    case 'list':
      return (
        <ul className="cp-history-items">
          {value.items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      );
    case 'sets':
      return (
        <ol className="cp-history-items">
          {value.items.map((item, i) => (
            <li key={i}>
              <span className="cp-history-set">{item.set ?? t('history.textBlock')}</span> {item.text}
            </li>
          ))}
        </ol>
      );
    case 'tree':
      return (
        <ul className="cp-history-items cp-history-tree">
          {value.items.map((item, i) => (
            <li key={i} data-depth={Math.min(item.depth, MAX_DEPTH)}>
              {item.text}
            </li>
          ))}
        </ul>
      );
  }
}
