import { useEffect, useRef, type ReactNode } from 'react';
import { lockScroll } from './scroll-lock';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** id of the element naming the dialog (its heading). */
  labelledBy: string;
  className?: string;
  /** Close when the backdrop (outside the dialog's box) is clicked. */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog>: the browser makes the rest of the page inert
 * (focus stays inside), closes it on Escape and returns focus to the opener. We add the
 * page scroll lock and the backdrop click.
 */
export function Dialog({ open, onClose, labelledBy, className, closeOnBackdrop = true, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    const unlock = lockScroll();
    return () => {
      if (dialog.open) dialog.close();
      unlock();
      opener?.focus({ preventScroll: true });
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (!closeOnBackdrop || event.target !== ref.current) return;
        const box = ref.current.getBoundingClientRect();
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) onClose();
      }}
    >
      {open ? children : null}
    </dialog>
  );
}
