import type { ReactNode } from 'react';

/**
 * The first of the two clicks: what loading a third-party embed sends where, and the button
 * that agrees to it. Nothing from the provider is requested before that button is pressed.
 */
export function ConsentNotice({ text, action, onAccept, icon }: { text: string; action: string; onAccept: () => void; icon?: ReactNode }) {
  return (
    <div className="consent">
      {icon ? <span className="consent__icon" aria-hidden="true">{icon}</span> : null}
      <p className="consent__text">{text}</p>
      <button type="button" className="button consent__button" onClick={onAccept}>
        {action}
      </button>
    </div>
  );
}
