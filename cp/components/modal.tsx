/**
 * A modal dialog on the native `<dialog>` (`showModal`: the browser traps focus, makes the
 * page behind inert and closes on Escape); focus returns to where it was when it closes.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Escape or the close button: the safe choice (nothing is discarded). */
  onCancel(): void;
  children: ReactNode;
  actions: ReactNode;
  /** `alertdialog` for a choice that needs an answer (a conflict, leaving with changes). */
  role?: 'dialog' | 'alertdialog';
}

export function Modal({ open, title, onCancel, children, actions, role = 'dialog' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const before = document.activeElement as HTMLElement | null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      return () => before?.focus?.();
    }
    if (!open && dialog.open) dialog.close();
    return undefined;
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="cp-modal"
      // `<dialog>` is a dialog already: only an alertdialog needs saying (a redundant role is an HTML checker warning).
      role={role === 'dialog' ? undefined : role}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      {open && (
        <div className="cp-modal-body">
          <h2 id={titleId} className="cp-modal-title">
            {title}
          </h2>
          {children}
          <div className="cp-modal-actions">{actions}</div>
        </div>
      )}
    </dialog>
  );
}
