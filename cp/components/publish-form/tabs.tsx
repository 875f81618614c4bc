/** The blueprint's tabs as ARIA tabs: arrow keys, Home and End move between them (one tab stop). */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n';
import type { TabSchema } from '../../shared/schema';

export interface TabsProps {
  tabs: TabSchema[];
  current: string;
  onSelect(handle: string): void;
  /** Tabs holding fields with errors get a marker. */
  withErrors: ReadonlySet<string>;
  idPrefix: string;
  children: ReactNode;
}

export const tabId = (prefix: string, handle: string) => `${prefix}-tab-${handle}`;
export const panelId = (prefix: string, handle: string) => `${prefix}-panel-${handle}`;

export function Tabs({ tabs, current, onSelect, withErrors, idPrefix, children }: TabsProps) {
  const t = useT();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next]!.handle);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  if (tabs.length < 2) return <div id={panelId(idPrefix, current)}>{children}</div>;
  return (
    <>
      <div className="cp-tabs" role="tablist" ref={list} aria-label={t('form.tabs')}>
        {tabs.map((tab, index) => (
          <button
            key={tab.handle}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.handle)}
            aria-selected={tab.handle === current}
            aria-controls={panelId(idPrefix, tab.handle)}
            tabIndex={tab.handle === current ? 0 : -1}
            className="cp-tab"
            onClick={() => onSelect(tab.handle)}
            onKeyDown={(e) => move(e, index)}
          >
            {tab.display}
            {withErrors.has(tab.handle) && (
              <span className="cp-tab-error" title={t('form.tabHasErrors')}>
                <span aria-hidden="true">!</span>
                <span className="cp-visually-hidden">{t('form.tabHasErrors')}</span>
              </span>
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId(idPrefix, current)} aria-labelledby={tabId(idPrefix, current)} tabIndex={0} className="cp-tabpanel">
        {children}
      </div>
    </>
  );
}
