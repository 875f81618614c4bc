/**
 * The panel's texts and formats. Every UI text is a message id of `messages/en.json` (ICU
 * MessageFormat, English the reference; the other languages follow in a later issue),
 * compiled at build time (catalog-plugin.ts). Dates and numbers go through Intl.
 */
import { setupI18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import messages from 'virtual:cp-catalog/en';
import type en from './messages/en.json';

export type MessageId = keyof typeof en;

const LANG = 'en';
const i18n = setupI18n({ locale: LANG, messages: { [LANG]: messages } });

export function CpI18nProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Typed translation: `t('nav.collections')`, `t('list.count', { count })`. The same function while the language stays (safe in effects' dependencies). */
export function useT(): (id: MessageId, values?: Record<string, string | number>) => string {
  const { i18n: current } = useLingui();
  return useCallback((id: MessageId, values?: Record<string, string | number>) => current._(id, values), [current]);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** Dates, times and numbers in the panel's language. */
export function useFormat() {
  const { i18n: current } = useLingui();
  const lang = current.locale;
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    const number = new Intl.NumberFormat(lang);
    return {
      /** A calendar date (`YYYY-MM-DD` read as that day, not as UTC midnight shifted into the editor's zone). */
      date: (iso: string) => {
        const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
        return date.format(day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso));
      },
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      /** "3 hours ago", "yesterday". */
      relative: (iso: string, now = Date.now()) => {
        const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
        const [unit, size] = UNITS.find(([, s]) => Math.abs(seconds) >= s) ?? ['second', 1];
        return relative.format(Math.round(seconds / size), unit);
      },
      number: (n: number) => number.format(n),
    };
  }, [lang]);
}
