import { useEffect, useRef, type ReactNode } from 'react';
import { lockScroll } from './scroll-lock';

interface DialogProps {
  /** The id buttons name in `commandfor` to open or close it without script (app/components/ui/commands.ts). */
  id?: string;
  /** Open it from React; leave undefined when only its command buttons open it. */
  open?: boolean;
  /** Told whenever the dialog opens or closes, whoever did it: a command button, Escape, React. */
  onOpenChange?: (open: boolean) => void;
  /** id of the element naming the dialog (its heading). */
  labelledBy: string;
  className?: string;
  /** Close when the backdrop (outside the dialog's box) is clicked. */
  closeOnBackdrop?: boolean;
  children: ReactNode;
}

/**
 * A modal built on the native <dialog>, which is the one source of its state. Command
 * buttons (`commandfor` + `command="show-modal"`) open it from first paint, before React has
 * hydrated and without JavaScript; the browser makes the rest of the page inert, moves focus
 * in, closes it on Escape and returns focus to the opener. React adds, whenever the dialog is
 * open (also when it opened before hydration), the page scroll lock and the backdrop click for
 * browsers without `closedby`, and reports the state through `onOpenChange`.
 */
export function Dialog({ id, open, onOpenChange, labelledBy, className, closeOnBackdrop = true, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const report = useRef(onOpenChange);
  /** Brings scroll lock and the parent's state in line with the dialog's open state. */
  const sync = useRef<() => void>(() => {});
  useEffect(() => {
    report.current = onOpenChange;
  });

  // The platform's state → scroll lock, focus return and the parent's state.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    let unlock: (() => void) | null = null;
    let opener: HTMLElement | null = null;
    const opened = () => {
      if (unlock) return;
      unlock = lockScroll();
      report.current?.(true);
    };
    const closed = () => {
      if (!unlock) return;
      unlock();
      unlock = null;
      // The browser returns focus too; ours keeps the page from scrolling to the opener.
      opener?.focus({ preventScroll: true });
      opener = null;
      report.current?.(false);
    };
    const beforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'open') opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    };
    const toggle = () => (dialog.open ? opened() : closed());
    sync.current = toggle;
    dialog.addEventListener('beforetoggle', beforeToggle);
    dialog.addEventListener('toggle', toggle);
    dialog.addEventListener('close', closed);
    // Opened before hydration by its command button: taken over as it is, still open.
    if (dialog.open) opened();
    return () => {
      dialog.removeEventListener('beforetoggle', beforeToggle);
      dialog.removeEventListener('toggle', toggle);
      dialog.removeEventListener('close', closed);
      if (dialog.open) dialog.close();
      closed();
    };
  }, []);

  // React's state → the platform, for dialogs React opens (the menu's timings, the newsletter, the
  // lightbox). Only a change of `open` acts: at hydration `open` is the server's "closed", which
  // must not close a dialog the visitor opened before React ran.
  const shown = useRef(false);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || open === undefined || open === shown.current) return;
    shown.current = open;
    if (open && !dialog.open) {
      dialog.showModal();
      // The toggle event comes a task later; lock now so nothing scrolls in between.
      sync.current();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      id={id}
      className={className}
      aria-labelledby={labelledBy}
      // Escape and (where supported) a backdrop click close it natively, also before hydration.
      closedby={closeOnBackdrop ? 'any' : 'closerequest'}
      onClick={(event) => {
        if (!closeOnBackdrop || event.target !== ref.current) return;
        const box = ref.current.getBoundingClientRect();
        const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
        if (!inside) ref.current.close();
      }}
    >
      {children}
    </dialog>
  );
}
