/**
 * HTML invoker commands: a button with `commandfor` and `command` opens or closes a dialog by
 * itself, from first paint, before React hydrates and without JavaScript (Chromium 135,
 * Firefox 144, Safari 26.2). React does not know the attributes yet; lower-case, it passes
 * them through as they are.
 */
declare module 'react' {
  // The type parameter must match React's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}

/** The shop-now modal's id: every Shop now button (header, menu, product pages) opens it by command. */
export const SHOP_MODAL_ID = 'shop-modal';

/** The full-screen menu's id. */
export const SITE_MENU_ID = 'site-menu';

/** Whether this browser runs invoker commands itself. */
const runsCommands = () => typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;

/**
 * The command as a click handler, for browsers that do not run commands yet: there the
 * button works once React has hydrated, as before. Where commands run, it does nothing.
 */
function fallback(dialogId: string, command: 'show-modal' | 'close') {
  return () => {
    if (runsCommands()) return;
    const dialog = document.getElementById(dialogId);
    if (!(dialog instanceof HTMLDialogElement)) return;
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    if (command === 'close' && dialog.open) dialog.close();
  };
}

/** Attributes of a button that opens a modal dialog. */
export function opens(dialogId: string) {
  return { commandfor: dialogId, command: 'show-modal', onClick: fallback(dialogId, 'show-modal') } as const;
}

/** Attributes of a button that closes a dialog. */
export function closes(dialogId: string) {
  return { commandfor: dialogId, command: 'close', onClick: fallback(dialogId, 'close') } as const;
}
