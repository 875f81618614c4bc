/**
 * "Add set": the blueprint's sets to choose from, under their group names where the blueprint
 * groups them (Statamic 4+). A disclosure with plain buttons (no ARIA menu keyboard model to
 * get wrong); one set only → a single "Add {set}" button.
 */
import { useId, useState } from 'react';
import type { SetSchema } from '../shared/schema';

export interface AddSetMenuProps {
  sets: SetSchema[];
  onAdd(handle: string): void;
  disabled?: boolean;
  /** "Add set" by default; Bard says where it goes. */
  label?: string;
}

export function AddSetMenu({ sets, onAdd, disabled, label = 'Add set' }: AddSetMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (sets.length === 1) {
    const only = sets[0]!;
    return (
      <button type="button" className="cp-button" disabled={disabled} onClick={() => onAdd(only.handle)}>
        {`Add ${only.display}`}
      </button>
    );
  }
  const groups = new Map<string, SetSchema[]>();
  for (const set of sets) groups.set(set.group ?? '', [...(groups.get(set.group ?? '') ?? []), set]);
  return (
    <div className="cp-add-set">
      <button type="button" className="cp-button" aria-expanded={open} aria-controls={listId} disabled={disabled} onClick={() => setOpen(!open)}>
        {label}
      </button>
      {open && (
        <div id={listId} className="cp-add-set__list" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          {[...groups].map(([group, members]) => (
            <section key={group} aria-label={group || undefined}>
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
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
