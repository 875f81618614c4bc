/**
 * Social icons, written as plain SVG files (not rasterised). Simple monochrome glyphs
 * drawn for this project; `fill="currentColor"` with a neutral default colour, so they
 * work as <img> on light and dark backgrounds and adopt the text colour when inlined.
 */
export interface SvgFile { path: string; svg: string; width: number; height: number }

const icon = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" color="#8A94A0" fill="currentColor">${body}</svg>\n`;

export const socialFiles: SvgFile[] = [
  {
    path: 'social/youtube.svg', width: 48, height: 48,
    svg: icon('<path fill-rule="evenodd" d="M6.2 13.4C6.7 11 8.6 9.3 11 9.1 15.3 8.7 19.6 8.5 24 8.5s8.7.2 13 .6c2.4.2 4.3 1.9 4.8 4.3.5 3.5.7 7 .7 10.6s-.2 7.1-.7 10.6c-.5 2.4-2.4 4.1-4.8 4.3-4.3.4-8.6.6-13 .6s-8.7-.2-13-.6c-2.4-.2-4.3-1.9-4.8-4.3C5.7 31.1 5.5 27.6 5.5 24s.2-7.1.7-10.6ZM20 17.5v13l11.2-6.5Z"/>'),
  },
  {
    path: 'social/instagram.svg', width: 48, height: 48,
    svg: icon('<path fill-rule="evenodd" d="M16 5h16c6.1 0 11 4.9 11 11v16c0 6.1-4.9 11-11 11H16C9.9 43 5 38.1 5 32V16C5 9.9 9.9 5 16 5Zm0 3.6c-4.1 0-7.4 3.3-7.4 7.4v16c0 4.1 3.3 7.4 7.4 7.4h16c4.1 0 7.4-3.3 7.4-7.4V16c0-4.1-3.3-7.4-7.4-7.4ZM24 14.5a9.5 9.5 0 1 1 0 19 9.5 9.5 0 0 1 0-19Zm0 3.6a5.9 5.9 0 1 0 0 11.8 5.9 5.9 0 0 0 0-11.8Z"/><circle cx="34.2" cy="13.8" r="2.3"/>'),
  },
  {
    path: 'social/linkedin.svg', width: 48, height: 48,
    svg: icon('<path fill-rule="evenodd" d="M9.5 5h29C40.4 5 42 6.6 42 8.5v31c0 1.9-1.6 3.5-3.5 3.5h-29C7.6 43 6 41.4 6 39.5v-31C6 6.6 7.6 5 9.5 5Zm3.3 14.2v17.3h5.4V19.2Zm2.7-8.6a3.1 3.1 0 1 0 0 6.2 3.1 3.1 0 0 0 0-6.2Zm6.3 8.6v17.3h5.3v-8.6c0-2.3.4-4.5 3.3-4.5 2.8 0 2.8 2.6 2.8 4.6v8.5h5.4v-9.5c0-4.7-1-8.2-6.4-8.2-2.6 0-4.4 1.4-5.1 2.8h-.1v-2.4Z"/>'),
  },
  {
    path: 'social/vimeo.svg', width: 48, height: 48,
    svg: icon('<path d="M43.4 14.6c-.2 3.8-2.8 9-7.9 15.5-5.2 6.8-9.6 10.2-13.3 10.2-2.3 0-4.2-2.1-5.7-6.3l-3.1-11.4c-1.2-4.2-2.4-6.3-3.7-6.3-.3 0-1.3.6-3 1.8l-1.8-2.3 5.6-5c2.5-2.2 4.4-3.3 5.7-3.4 3-.3 4.8 1.7 5.5 6.1.7 4.7 1.2 7.6 1.5 8.8.9 3.9 1.8 5.8 2.8 5.8.8 0 2-1.2 3.6-3.7s2.4-4.4 2.5-5.7c.2-2.2-.6-3.2-2.5-3.2-.9 0-1.8.2-2.8.6 1.8-6 5.4-8.9 10.6-8.7 3.9.1 5.7 2.6 5.5 7.5Z"/>'),
  },
];
