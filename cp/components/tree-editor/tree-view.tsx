/**
 * A tree of pages or menu items in the WAI-ARIA tree pattern: one flat list of `treeitem`s
 * with `aria-level`, `aria-setsize`, `aria-posinset` (and `aria-expanded` where there are
 * children), one tab stop (roving tabindex), arrow keys to move the focus and fold. Each item
 * has its actions (Move up, Move down, Indent, Outdent, and Edit/Remove where the tree allows):
 * they are in the tab order of the focused item only. Pointer users drag an item by its grip
 * (dnd-kit), sideways to change its level. Every move, and every refused one, is said in the
 * live region; after a move the focus stays on the same action of the moved item.
 */
import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS as DndCss } from '@dnd-kit/utilities';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton } from '../../fieldtypes/icon-button';
import { Icon, type IconName } from '../../fieldtypes/icons';
import { useT } from '../../i18n/i18n';
import type { TreeNode } from '../../shared/api';
import { StatusBadge } from '../status-badge';
import { dropAt, flatten, indent, moveDown, moveUp, outdent, type FlatItem, type MoveResult, type Refusal, type TreeRulesView } from './tree-model';

/** Pixels per level, on screen and for a sideways drag. */
const INDENT_PX = 28;

type MoveAction = 'moveUp' | 'moveDown' | 'indent' | 'outdent';
const MOVES = [
  { action: 'moveUp', icon: 'up', label: 'tree.moveUp' },
  { action: 'moveDown', icon: 'down', label: 'tree.moveDown' },
  { action: 'indent', icon: 'indent', label: 'tree.indent' },
  { action: 'outdent', icon: 'outdent', label: 'tree.outdent' },
] as const satisfies { action: MoveAction; icon: IconName; label: string }[];

const REFUSALS = {
  first: 'tree.refused.first',
  last: 'tree.refused.last',
  nothingAbove: 'tree.refused.nothingAbove',
  topLevel: 'tree.refused.topLevel',
  maxDepth: 'tree.refused.maxDepth',
  root: 'tree.refused.root',
} as const satisfies Record<Refusal, string>;

export interface TreeViewProps {
  tree: TreeNode[];
  rules: TreeRulesView;
  /** The tree's accessible name. */
  label: string;
  readOnly: boolean;
  onChange(tree: TreeNode[]): void;
  /** How a node is named (its own title, its entry's, its URL). */
  nameOf(node: TreeNode): string;
  /** Beside the name: what the item is (entry, link, text) and where it goes. */
  detail(node: TreeNode): string;
  /** Edit and Remove, where nodes are the tree's own (a navigation); absent for a collection's pages. */
  onEdit?(node: TreeNode): void;
  onRemove?(node: TreeNode): void;
  /** Tells the live region (the editor's own, shared with its dialogs). */
  announce(message: string): void;
}

export function TreeView({ tree, rules, label, readOnly, onChange, nameOf, detail, onEdit, onRemove, announce }: TreeViewProps) {
  const t = useT();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const refocus = useRef<{ id: string; action?: string } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const prefix = useId().replace(/:/g, '');
  const rows = flatten(tree, collapsed, dragging ?? undefined);
  const current = rows.find((r) => r.node.id === focusId) ?? rows[0];
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  // After a move the item is drawn anew (another level, another place): the focus goes back to it.
  useLayoutEffect(() => {
    const want = refocus.current;
    if (!want) return;
    refocus.current = null;
    const item = listRef.current?.querySelector<HTMLElement>(`[data-node="${CSS.escape(want.id)}"]`);
    const target = want.action ? item?.querySelector<HTMLElement>(`[data-action="${want.action}"]`) : item;
    target?.focus();
  });

  const refusal = (why: Refusal, name: string): string => t(REFUSALS[why], { title: name, depth: rules.maxDepth ?? 0 });
  const apply = (result: MoveResult, node: TreeNode, action?: string) => {
    const name = nameOf(node);
    if ('refused' in result) {
      announce(refusal(result.refused, name));
      return;
    }
    onChange(result.tree);
    const row = flatten(result.tree).find((r) => r.node.id === node.id);
    if (row) announce(t('tree.moved', { title: name, position: row.position, count: row.siblings, level: row.level }));
    setFocusId(node.id);
    // A node moved under a folded one is shown: its new parent opens.
    if (row?.parentId && collapsed.has(row.parentId)) setCollapsed((set) => without(set, row.parentId!));
    refocus.current = { id: node.id, ...(action ? { action } : {}) };
  };
  const move = (action: MoveAction, node: TreeNode) => {
    const result = action === 'moveUp' ? moveUp(tree, node.id, rules) : action === 'moveDown' ? moveDown(tree, node.id, rules) : action === 'indent' ? indent(tree, node.id, rules) : outdent(tree, node.id);
    apply(result, node, action);
  };

  const focusRow = (row: FlatItem | undefined) => {
    if (!row) return;
    setFocusId(row.node.id);
    refocus.current = { id: row.node.id };
  };
  const setOpen = (id: string, open: boolean) => setCollapsed((set) => (open ? without(set, id) : new Set([...set, id])));
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>, row: FlatItem, index: number) => {
    if (event.target !== event.currentTarget) return;
    const open = row.node.children.length > 0 && !collapsed.has(row.node.id);
    switch (event.key) {
      case 'ArrowDown':
        focusRow(rows[index + 1]);
        break;
      case 'ArrowUp':
        focusRow(rows[index - 1]);
        break;
      case 'Home':
        focusRow(rows[0]);
        break;
      case 'End':
        focusRow(rows.at(-1));
        break;
      case 'ArrowRight':
        if (row.node.children.length === 0) return;
        if (open) focusRow(rows[index + 1]);
        else setOpen(row.node.id, true);
        break;
      case 'ArrowLeft':
        if (open) setOpen(row.node.id, false);
        else focusRow(rows.find((r) => r.node.id === row.parentId));
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    setDragging(null);
    const node = rows.find((r) => r.node.id === active.id)?.node;
    if (!over || !node) return;
    const levels = Math.round(delta.x / INDENT_PX);
    if (over.id === active.id && levels === 0) return;
    apply(dropAt(tree, String(active.id), String(over.id), levels, rules, collapsed), node);
  };

  if (tree.length === 0) return <p className="cp-empty">{t('tree.empty')}</p>;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }) => setDragging(String(active.id))}
      onDragCancel={() => setDragging(null)}
      onDragEnd={onDragEnd}
      // The moves' own announcements speak for pointer drops too (keyboard users move with the actions).
      accessibility={{ announcements: { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined }, screenReaderInstructions: { draggable: '' } }}
    >
      <SortableContext items={rows.map((r) => r.node.id)} strategy={verticalListSortingStrategy} disabled={readOnly}>
        <ul ref={listRef} role="tree" aria-label={label} className="cp-tree">
          {rows.map((row, index) => (
            <TreeItem
              key={row.node.id}
              row={row}
              labelId={`${prefix}-${index}`}
              name={nameOf(row.node)}
              detail={detail(row.node)}
              focused={row === current}
              expanded={row.node.children.length > 0 ? !collapsed.has(row.node.id) : undefined}
              readOnly={readOnly}
              onFocus={() => setFocusId(row.node.id)}
              onKeyDown={(e) => onKeyDown(e, row, index)}
              onToggle={() => setOpen(row.node.id, collapsed.has(row.node.id))}
              onMove={(action) => move(action, row.node)}
              {...(onEdit ? { onEdit: () => onEdit(row.node) } : {})}
              {...(onRemove ? { onRemove: () => onRemove(row.node) } : {})}
            />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

interface TreeItemProps {
  row: FlatItem;
  labelId: string;
  name: string;
  detail: string;
  focused: boolean;
  expanded: boolean | undefined;
  readOnly: boolean;
  onFocus(): void;
  onKeyDown(event: KeyboardEvent<HTMLLIElement>): void;
  onToggle(): void;
  onMove(action: MoveAction): void;
  onEdit?(): void;
  onRemove?(): void;
}

function TreeItem({ row, labelId, name, detail, focused, expanded, readOnly, onFocus, onKeyDown, onToggle, onMove, onEdit, onRemove }: TreeItemProps) {
  const t = useT();
  const { setNodeRef, transform, transition, listeners, isDragging } = useSortable({ id: row.node.id, disabled: readOnly });
  const tab = focused ? 0 : -1;
  const status = row.node.entryStatus;
  return (
    <li
      ref={setNodeRef}
      role="treeitem"
      data-node={row.node.id}
      aria-level={row.level}
      aria-setsize={row.siblings}
      aria-posinset={row.position}
      aria-expanded={expanded}
      aria-labelledby={labelId}
      tabIndex={tab}
      className={`cp-tree-item${isDragging ? ' cp-tree-item-dragging' : ''}`}
      // React sets `style` through CSSOM, which the panel's CSP (no 'unsafe-inline') allows.
      style={{ transform: DndCss.Transform.toString(transform), transition, paddingInlineStart: `${(row.level - 1) * INDENT_PX}px` }}
      onFocus={(e) => e.target === e.currentTarget && onFocus()}
      onKeyDown={onKeyDown}
    >
      <div className="cp-tree-row">
        {!readOnly && (
          // Pointer only: keyboard users have the move actions.
          <span className="cp-tree-grip" aria-hidden="true" {...listeners}>
            <Icon name="grip" size={16} />
          </span>
        )}
        <span className={`cp-tree-toggle${expanded === undefined ? ' cp-tree-toggle-none' : expanded ? ' cp-tree-toggle-open' : ''}`} aria-hidden="true" onClick={expanded === undefined ? undefined : onToggle}>
          {expanded !== undefined && <Icon name="chevronRight" size={16} />}
        </span>
        <span className="cp-tree-text">
          <span id={labelId} className="cp-tree-title">
            {name}
          </span>
          {detail && <span className="cp-tree-detail">{detail}</span>}
        </span>
        {status && status !== 'published' && <StatusBadge status={status} />}
        {!readOnly && (
          <span className="cp-tree-actions">
            {MOVES.map(({ action, icon, label }) => (
              <IconButton key={action} icon={icon} data-action={action} tabIndex={tab} label={t(label, { title: name })} onClick={() => onMove(action)} />
            ))}
            {onEdit && <IconButton icon="pencil" data-action="edit" tabIndex={tab} label={t('tree.edit', { title: name })} onClick={onEdit} />}
            {onRemove && <IconButton icon="trash" className="cp-icon-button--danger" data-action="remove" tabIndex={tab} label={t('tree.remove', { title: name })} onClick={onRemove} />}
          </span>
        )}
      </div>
    </li>
  );
}

function without(set: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(set);
  next.delete(id);
  return next;
}
