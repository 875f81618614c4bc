/**
 * The control panel's languages (issue 28), by Statamic's locale codes: an editor's choice is
 * `preferences.locale` in their user file, as Statamic writes it, so the same file picks the
 * same language in Statamic's own panel. Shared by the panel and its server.
 */
export const CP_LOCALES = [
  { code: 'en', tag: 'en', name: 'English' },
  { code: 'de', tag: 'de', name: 'Deutsch' },
  { code: 'fr', tag: 'fr', name: 'Français' },
  { code: 'es', tag: 'es', name: 'Español' },
  { code: 'ja', tag: 'ja', name: '日本語' },
  { code: 'zh_CN', tag: 'zh-CN', name: '简体中文' },
] as const;

export type CpLocale = (typeof CP_LOCALES)[number]['code'];

export const DEFAULT_CP_LOCALE: CpLocale = 'en';

export function isCpLocale(value: unknown): value is CpLocale {
  return CP_LOCALES.some((l) => l.code === value);
}

/** The BCP 47 tag of a locale (`zh_CN` → `zh-CN`), for `lang` and Intl. */
export function localeTag(code: CpLocale): string {
  return CP_LOCALES.find((l) => l.code === code)!.tag;
}

/**
 * The first of the browser's languages the panel speaks, by language (`de-AT` → `de`; any
 * Chinese → `zh_CN`, the one Chinese catalog), else English.
 */
export function browserLocale(languages: readonly string[]): CpLocale {
  for (const language of languages) {
    const primary = language.toLowerCase().split(/[-_]/)[0];
    const found = CP_LOCALES.find((l) => l.tag.toLowerCase().split('-')[0] === primary);
    if (found) return found.code;
  }
  return DEFAULT_CP_LOCALE;
}
