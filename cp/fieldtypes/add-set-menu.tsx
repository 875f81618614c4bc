/**
 * "Add set": the blueprint's sets to choose from, under their group names where the blueprint
 * groups them (Statamic 4+). A disclosure with plain buttons (no ARIA menu keyboard model to
 * get wrong) that closes on Escape (focus back on its button) or when the focus leaves it;
 * one set only → a single "Add {set}" button.
 */
import { useId, useRef, useState } from 'react';
import { useT } from '../i18n/i18n';
import type { SetSchema } from '../shared/schema';
import { Icon } from './icons';

/** The list's max-height in fields.css. */
const LIST_HEIGHT = 360;

export interface AddSetMenuProps {
  sets: SetSchema[];
  onAdd(handle: string): void;
  disabled?: boolean;
  /** "Add set" by default; Bard says where it goes. */
  label?: string;
}

export function AddSetMenu({ sets, onAdd, disabled, label }: AddSetMenuProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Opens upwards when the window has more room above the button than below (the end of a page).
  const [upwards, setUpwards] = useState(false);
  const listId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  if (sets.length === 1) {
    const only = sets[0]!;
    return (
      <button type="button" className="cp-button cp-add-set__button" disabled={disabled} onClick={() => onAdd(only.handle)}>
        <Icon name="plus" size={16} />
        {t('sets.addOne', { set: only.display })}
      </button>
    );
  }
  const groups = new Map<string, SetSchema[]>();
  for (const set of sets) groups.set(set.group ?? '', [...(groups.get(set.group ?? '') ?? []), set]);
  return (
    <div
      className="cp-add-set"
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className="cp-button cp-add-set__button"
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        onClick={(e) => {
          const { top, bottom } = e.currentTarget.getBoundingClientRect();
          setUpwards(window.innerHeight - bottom < LIST_HEIGHT && top > window.innerHeight - bottom);
          setOpen(!open);
        }}
      >
        <Icon name="plus" size={16} />
        {label ?? t('sets.add')}
      </button>
      {open && (
        <div
          id={listId}
          className={`cp-add-set__list${upwards ? ' cp-add-set__list--up' : ''}`}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            setOpen(false);
            toggle.current?.focus();
          }}
        >
          {[...groups].map(([group, members]) => (
            <div key={group} role={group ? 'group' : undefined} aria-label={group || undefined}>
              {group && <h4 className="cp-add-set__group">{group}</h4>}
              <ul>
                {members.map((set) => (
                  <li key={set.handle}>
                    <button
                      type="button"
                      onClick={() => {
                        setOpen(false);
                        onAdd(set.handle);
                      }}
                    >
                      {set.display}
                    </button>
                    {set.instructions && <span className="cp-add-set__hint">{set.instructions}</span>}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
