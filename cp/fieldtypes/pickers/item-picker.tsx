/**
 * The entries and terms fields: the chosen items (title, remove, move) and a search box in the
 * ARIA combobox pattern (a listbox of results, arrow keys, Enter picks, Escape closes), asking
 * the server after the editor stops typing. `max_items: 1` stores one id, not a list (Statamic).
 */
import { useEffect, useId, useState } from 'react';
import type { PickerItem, PickerResponse } from '../../shared/api';
import { moveItem } from '../sortable-list';
import { api } from '../../lib/api';

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
  /** The search path for a query, under /cp/api (`/search/entries?collections=…&site=…&q=`). */
  searchUrl(q: string): string;
}

export function ItemPicker({ id, label, describedBy, readOnly, ids, onChange, max, searchUrl }: ItemPickerProps) {
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<PickerItem[]>([]);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState('');
  const [titles, setTitles] = useState<Map<string, string>>(new Map());
  const listId = useId();
  const url = searchUrl(q);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api<PickerResponse>(url, { signal: controller.signal }).then(
        (res) => {
          setResults(res.data);
          setActive(-1);
          setError('');
          setTitles((prev) => new Map([...prev, ...res.data.map((d) => [d.id, d.title] as const)]));
        },
        (e: unknown) => !controller.signal.aborted && setError(e instanceof Error ? e.message : 'The search failed'),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [url, open]);

  const pick = (item: PickerItem) => {
    if (!ids.includes(item.id)) onChange(max === 1 ? [item.id] : [...ids, item.id].slice(0, max));
    setOpen(false);
    setQ('');
  };
  const full = ids.length >= max && max !== 1;
  const choices = results.filter((r) => !ids.includes(r.id));

  return (
    <div className="cp-picker">
      <ul className="cp-picker__chosen" aria-label={`${label}: chosen`}>
        {ids.map((itemId, index) => {
          const title = titles.get(itemId) ?? itemId;
          return (
            <li key={itemId}>
              <span>{title}</span>
              {!readOnly && (
                <>
                  {ids.length > 1 && (
                    <>
                      <button type="button" aria-label={`Move ${title} up`} disabled={index === 0} onClick={() => onChange(moveItem(ids, index, index - 1))}>
                        ↑
                      </button>
                      <button type="button" aria-label={`Move ${title} down`} disabled={index === ids.length - 1} onClick={() => onChange(moveItem(ids, index, index + 1))}>
                        ↓
                      </button>
                    </>
                  )}
                  <button type="button" aria-label={`Remove ${title}`} onClick={() => onChange(ids.filter((x) => x !== itemId))}>
                    ×
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {!readOnly && !full && (
        <div className="cp-picker__search">
          <input
            id={id}
            type="search"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-describedby={describedBy}
            aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
            placeholder="Search…"
            value={q}
            onFocus={() => setOpen(true)}
            onChange={(e) => {
              setQ(e.target.value);
              setOpen(true);
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, choices.length - 1));
              else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
              else if (e.key === 'Enter' && choices[active]) pick(choices[active]);
              else if (e.key === 'Escape') setOpen(false);
              else return;
              e.preventDefault();
            }}
          />
          <ul id={listId} role="listbox" aria-label={`${label}: results`} hidden={!open}>
            {choices.map((item, index) => (
              <li key={item.id} id={`${listId}-${index}`} role="option" aria-selected={index === active} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(item)}>
                {item.title}
                {item.hint && <span className="cp-picker__hint"> {item.hint}</span>}
                {item.status && item.status !== 'published' && <span className="cp-picker__status"> ({item.status})</span>}
              </li>
            ))}
          </ul>
          {error && <p role="alert">{error}</p>}
        </div>
      )}
    </div>
  );
}
