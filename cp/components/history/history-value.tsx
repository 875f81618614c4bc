/** A value in the history's difference, as the server rendered it (cp/shared/history.ts), in the editor's language. */
import { useT } from '../../i18n/i18n';
import type { HistoryValue } from '../../shared/history';

/** Trees deeper than this are drawn at this indentation. */
const MAX_DEPTH = 5;

/** Items of a list the same at the same place on the other side are muted: the change stands out. */
function same(value: HistoryValue, other: HistoryValue | undefined, index: number): string | undefined {
  if (!other || other.kind !== value.kind || !('items' in value) || !('items' in other)) return undefined;
  return JSON.stringify(value.items[index]) === JSON.stringify(other.items[index]) ? 'cp-history-unchanged' : undefined;
}

/** `other`: the value on the other side of the difference. */
export function HistoryValueView({ value, other }: { value: HistoryValue; other?: HistoryValue }) {
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
            <li key={i} className={same(value, other, i)}>
              {item}
            </li>
          ))}
        </ul>
      );
    case 'sets':
      return (
        <ol className="cp-history-items">
          {value.items.map((item, i) => (
            <li key={i} className={same(value, other, i)}>
              <span className="cp-history-set">{item.set ?? t('history.textBlock')}</span> {item.text}
            </li>
          ))}
        </ol>
      );
    case 'tree':
      return (
        <ul className="cp-history-items cp-history-tree">
          {value.items.map((item, i) => (
            <li key={i} data-depth={Math.min(item.depth, MAX_DEPTH)} className={same(value, other, i)}>
              {item.text}
            </li>
          ))}
        </ul>
      );
  }
}
