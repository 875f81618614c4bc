/** Move up, Move down (with more than one item) and Remove for one item of a chosen list (assets, entries, terms). */
import { useT } from '../i18n/i18n';
import { IconButton } from './icon-button';
import { moveItem } from './sortable-list';

interface ItemActionsProps<T> {
  items: readonly T[];
  index: number;
  /** The item's name in the buttons' accessible names. */
  name: string;
  className: string;
  onChange(items: T[]): void;
}

export function ItemActions<T>({ items, index, name, className, onChange }: ItemActionsProps<T>) {
  const t = useT();
  return (
    <span className={className}>
      {items.length > 1 && (
        <>
          <IconButton icon="up" label={t('item.moveUp', { name })} disabled={index === 0} onClick={() => onChange(moveItem(items, index, index - 1))} />
          <IconButton icon="down" label={t('item.moveDown', { name })} disabled={index === items.length - 1} onClick={() => onChange(moveItem(items, index, index + 1))} />
        </>
      )}
      <IconButton icon="close" className="cp-icon-button--danger" label={t('item.remove', { name })} onClick={() => onChange(items.filter((_, i) => i !== index))} />
    </span>
  );
}
