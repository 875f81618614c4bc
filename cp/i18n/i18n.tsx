/**
 * The panel's texts and formats. Every UI text is a message id of `messages/en.json` (ICU
 * MessageFormat, English the reference), with a catalog per language of the panel
 * (cp/shared/locales.ts), compiled at build time (catalog-plugin.ts). English is in the first
 * load (the fallback, and what tests render); another language's catalog is fetched when it
 * is chosen. Dates and numbers go through Intl in the same language.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import english from 'virtual:cp-catalog/en';
import { DEFAULT_CP_LOCALE, isCpLocale, localeTag, type CpLocale } from '../shared/locales';
import type { MessageId } from '../shared/messages';

export type { MessageId };

/** Each language's catalog as a chunk of its own (a literal import each, so the bundler splits them). */
const CATALOGS: Record<Exclude<CpLocale, 'en'>, () => Promise<{ default: Messages }>> = {
  de: () => import('virtual:cp-catalog/de'),
  fr: () => import('virtual:cp-catalog/fr'),
  es: () => import('virtual:cp-catalog/es'),
  ja: () => import('virtual:cp-catalog/ja'),
  zh_CN: () => import('virtual:cp-catalog/zh_CN'),
};

const i18n = setupI18n({ locale: DEFAULT_CP_LOCALE, messages: { [DEFAULT_CP_LOCALE]: english } });
const loaded = new Set<CpLocale>([DEFAULT_CP_LOCALE]);

/** The panel's language now. */
export function activeCpLocale(): CpLocale {
  return isCpLocale(i18n.locale) ? i18n.locale : DEFAULT_CP_LOCALE;
}

/**
 * Switches the panel to a language: its catalog is fetched once, then every text re-renders
 * and the document's `lang` follows (screen readers pronounce by it).
 */
export async function activateCpLocale(code: CpLocale): Promise<void> {
  if (code !== 'en' && !loaded.has(code)) {
    i18n.load(code, (await CATALOGS[code]()).default);
    loaded.add(code);
  }
  if (i18n.locale !== code) i18n.activate(code);
  if (typeof document !== 'undefined') document.documentElement.lang = localeTag(code);
}

/**
 * Shows the panel in `wanted`: true once it is, or once its catalog could not be fetched (the
 * panel then stays in the language it has rather than waiting for ever).
 */
export function useCpLocale(wanted: CpLocale): boolean {
  const { i18n: current } = useLingui();
  const [failed, setFailed] = useState<CpLocale | null>(null);
  useEffect(() => {
    let cancelled = false;
    activateCpLocale(wanted).catch(() => !cancelled && setFailed(wanted));
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  return current.locale === wanted || failed === wanted;
}

export function CpI18nProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Typed translation: `t('nav.collections')`, `t('list.count', { count })`. The same function while the language stays (safe in effects' dependencies). */
export function useT(): (id: MessageId, values?: Record<string, string | number>) => string {
  // `_` is made anew when the language changes: what a screen computed from `t` follows it.
  const { _ } = useLingui();
  return useCallback((id: MessageId, values?: Record<string, string | number>) => _(id, values), [_]);
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
  const lang = isCpLocale(current.locale) ? localeTag(current.locale) : current.locale;
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
    const dateTime = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
    const relative = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    const number = new Intl.NumberFormat(lang);
    const percent = new Intl.NumberFormat(lang, { style: 'percent' });
    const units = (['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const).map((unit) => new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'byte' ? 0 : 1 }));
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
      /** 0.42 → "42 %" as the language writes it. */
      percent: (fraction: number) => percent.format(fraction),
      /** A file's size in the largest unit under 1,024 of it ("240 kB", "3.2 MB"). */
      fileSize: (bytes: number) => {
        let step = 0;
        while (step < units.length - 1 && bytes >= 1024 ** (step + 1)) step++;
        return units[step]!.format(bytes / 1024 ** step);
      },
    };
  }, [lang]);
}
