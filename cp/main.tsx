import { createRoot } from 'react-dom/client';
import { App } from './app';
import { activateCpLocale } from './i18n/i18n';
import { browserLocale } from './shared/locales';
import './styles/cp.css';

// The browser's language from the first text on (the signed-in editor's own choice follows with the session, cp/routes/shell.tsx).
void activateCpLocale(browserLocale(navigator.languages))
  .catch(() => undefined)
  .finally(() => createRoot(document.getElementById('root')!).render(<App />));
