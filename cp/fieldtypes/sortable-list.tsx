/**
 * A vertical list reordered by drag and drop (dnd-kit: pointer and keyboard, with what a screen
 * reader hears said in words) for replicator sets and grid rows. The Move up / Move down buttons
 * beside each item do the same without dragging (`moveItem`).
 */
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useRef, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../i18n/i18n';

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

export interface SortableListProps {
  ids: string[];
  /** How an item is named to a screen reader ("Image set 2"). */
  describe(id: string): string;
  onMove(from: number, to: number): void;
  disabled?: boolean;
  children: ReactNode;
}

export function SortableList({ ids, describe, onMove, disabled, children }: SortableListProps) {
  const t = useT();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const name = (id: string | number) => describe(String(id));
  const count = ids.length;
  // Said only when the place changes: dnd-kit reports the item over its own place right after
  // picking it up, which would replace "Picked up…" in the live region before it is heard.
  const lastOver = useRef<string | number | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return t('sortable.pickedUp', { name: name(active.id), position: position(active.id), count });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return t('sortable.over', { name: name(active.id), position: position(over.id), count });
    },
    onDragEnd: ({ active, over }) => (over ? t('sortable.dropped', { name: name(active.id), position: position(over.id), count }) : t('sortable.droppedAway', { name: name(active.id) })),
    onDragCancel: ({ active }) => t('sortable.cancelled', { name: name(active.id), position: position(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

export interface SortableBinding {
  setNodeRef(node: HTMLElement | null): void;
  style: CSSProperties;
  /** Spread on the drag handle (a button). */
  handleProps: HTMLAttributes<HTMLElement>;
  isDragging: boolean;
}

/** One item's drag binding; the caller picks the element (a card, a table row). */
export function useSortableItem(id: string): SortableBinding {
  const { setNodeRef, transform, transition, attributes, listeners, isDragging } = useSortable({ id });
  // React applies `style` through CSSOM, which the panel's CSP (no 'unsafe-inline') allows.
  return { setNodeRef, style: { transform: CSS.Transform.toString(transform), transition }, handleProps: { ...attributes, ...listeners }, isDragging };
}
