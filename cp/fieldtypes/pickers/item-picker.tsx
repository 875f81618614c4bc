/**
 * The entries and terms fields: the chosen items as a list of titled rows (remove, move) and a
 * search box in the ARIA combobox pattern (a listbox of results, arrow keys, Enter picks,
 * Escape closes), asking the server after the editor stops typing. The chosen ids' titles come
 * from the same search route (`ids=`), so a stored id is never shown bare when the item exists.
 * `max_items: 1` stores one id, not a list (Statamic).
 */
import { useEffect, useId, useState } from 'react';
import { StatusBadge } from '../../components/status-badge';
import { useT } from '../../i18n/i18n';
import type { PickerItem, PickerResponse } from '../../shared/api';
import { api } from '../../lib/api';
import { labelId } from '../control-props';
import { ItemActions } from '../item-actions';
import { Icon } from '../icons';

const DEBOUNCE_MS = 250;

export interface ItemPickerProps {
  id: string;
  label: string;
  describedBy?: string;
  readOnly: boolean;
  /** The chosen ids in order. */
  ids: string[];
  onChange(ids: string[]): void;
  max: number;
  /** The search route under /cp/api (`/search/entries`) and what it always gets (`collections`, `site`). */
  route: string;
  params: Record<string, string>;
  /** Show each item's collection or taxonomy (the field searches more than one). */
  hints: boolean;
  /** Told of each picked item with its title (a tree adds a node for it). */
  onPick?(item: PickerItem): void;
}

export function ItemPicker({ id, label, describedBy, readOnly, ids, onChange, max, route, params, hints, onPick }: ItemPickerProps) {
  const t = useT();
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<PickerItem[] | null>(null);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState('');
  const [known, setKnown] = useState<Map<string, PickerItem>>(new Map());
  const listId = useId();
  const base = new URLSearchParams(params).toString();
  const url = `${route}?${base}&${new URLSearchParams({ q })}`;

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<PickerResponse>(url, { signal: controller.signal }).then(
        (res) => {
          setResults(res.data);
          setActive(-1);
          setError('');
          setKnown((prev) => new Map([...prev, ...res.data.map((d) => [d.id, d] as const)]));
        },
        (e: unknown) => !controller.signal.aborted && setError(e instanceof Error ? e.message : t('picker.failed')),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, open, t]);

  // The titles of stored ids the form opened with (once per id; an id the server does not know stays as it is).
  const unknown = ids.filter((i) => !known.has(i)).join(',');
  useEffect(() => {
    if (!unknown) return;
    const controller = new AbortController();
    api<PickerResponse>(`${route}?${base}&${new URLSearchParams({ ids: unknown })}`, { signal: controller.signal }).then(
      (res) => {
        const found = new Map(res.data.map((d) => [d.id, d] as const));
        // The ones the server does not know are remembered as bare ids: not asked for again.
        setKnown((prev) => new Map([...prev, ...unknown.split(',').map((i) => [i, found.get(i) ?? { id: i, title: i }] as const)]));
      },
      // Titles are a nicety: without them the ids are shown.
      () => undefined,
    );
    return () => controller.abort();
  }, [route, base, unknown]);

  const pick = (item: PickerItem) => {
    setKnown((prev) => new Map(prev).set(item.id, item));
    onPick?.(item);
    if (!ids.includes(item.id)) onChange(max === 1 ? [item.id] : [...ids, item.id].slice(0, max));
    setOpen(false);
    setQ('');
  };
  const full = ids.length >= max && max !== 1;
  const choices = (results ?? []).filter((r) => !ids.includes(r.id));

  return (
    <div className="cp-picker">
      {ids.length > 0 && (
        <ul className="cp-picker__chosen" aria-label={t('picker.chosen', { field: label })}>
          {ids.map((itemId, index) => {
            const item = known.get(itemId);
            const title = item?.title ?? itemId;
            return (
              <li key={itemId} className="cp-picker__item">
                <span className="cp-picker__title">{title}</span>
                {hints && item?.hint && <span className="cp-picker__hint">{item.hint}</span>}
                {item?.status && item.status !== 'published' && <StatusBadge status={item.status} />}
                {!readOnly && (
                  <ItemActions items={ids} index={index} name={title} className="cp-picker__actions" onChange={onChange} />
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!readOnly && !full && (
        <div className="cp-picker__search">
          <Icon name="search" size={16} />
          <input
            id={id}
            aria-labelledby={labelId(id)}
            className="cp-input"
            type="search"
            role="combobox"
            autoComplete="off"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-describedby={describedBy}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            placeholder={t('picker.search')}
            value={q}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onChange={(e) => {
              setQ(e.target.value);
              setOpen(true);
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                setOpen(true);
                setActive((a) => Math.min(a + 1, choices.length - 1));
              } else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
              else if (e.key === 'Enter' && open && choices[active]) pick(choices[active]);
              else if (e.key === 'Escape' && open) setOpen(false);
              else return;
              e.preventDefault();
            }}
          />
          <ul id={listId} role="listbox" className="cp-picker__results" aria-label={t('picker.results', { field: label })} hidden={!open || choices.length === 0}>
            {choices.map((item, index) => (
              <li key={item.id} id={`${listId}-${index}`} role="option" aria-selected={index === active} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(item)}>
                <span className="cp-picker__title">{item.title}</span>
                {hints && item.hint && <span className="cp-picker__hint">{item.hint}</span>}
                {item.status && item.status !== 'published' && <StatusBadge status={item.status} />}
              </li>
            ))}
          </ul>
          {open && results !== null && choices.length === 0 && !error && <p className="cp-picker__empty">{t('picker.noResults')}</p>}
          {error && <p role="alert">{error}</p>}
        </div>
      )}
    </div>
  );
}
