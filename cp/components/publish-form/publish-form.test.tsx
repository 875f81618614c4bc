// @vitest-environment happy-dom
/**
 * The publish form in the panel as editors meet it: the edit route, drawn from a document
 * served by a small in-test Hono app that speaks cp/shared/api.ts (the real server routes
 * are built apart; this pins what the browser sends and how it reacts to each answer).
 */
import { Hono } from 'hono';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeQueryClient, Providers, routes } from '../../app';
import type { ConflictError, EntryDocument, EntrySaveRequest, SessionResponse } from '../../shared/api';
import type { FormSchema } from '../../shared/schema';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const blueprint: FormSchema = {
  handle: 'page',
  title: 'Page',
  tabs: [
    {
      handle: 'main',
      display: 'Main',
      sections: [
        {
          fields: [
            { handle: 'title', type: 'text', display: 'Title', localizable: true, required: true, validate: ['required', 'max:80'], config: {} },
            { handle: 'intro', type: 'textarea', display: 'Intro', instructions: 'One or two sentences.', localizable: true, required: false, validate: [], config: {} },
            { handle: 'layout', type: 'select', display: 'Layout', localizable: false, required: false, validate: [], config: { options: { wide: 'Wide', narrow: 'Narrow' } } },
            { handle: 'map', type: 'fancy_map', display: 'Map', localizable: true, required: false, validate: [], config: {} },
          ],
        },
      ],
    },
  ],
};

const session: SessionResponse = {
  user: { id: 'u1', email: 'ed@example.com', name: 'Ed', super: true, permissions: ['super'], sites: ['en', 'de'], preferences: {} },
  csrf: 'token-1',
  sites: [
    { handle: 'en', name: 'English', lang: 'en', url: '/' },
    { handle: 'de', name: 'German', lang: 'de', url: '/de/' },
  ],
};

function documentOf(overrides: Partial<EntryDocument> = {}): EntryDocument {
  return {
    kind: 'entry',
    id: 'e1',
    collection: 'pages',
    site: 'en',
    blueprint,
    values: { title: 'About us', intro: 'We make things.', layout: 'wide', map: { lat: 1, lng: 2 } },
    localized: null,
    originValues: null,
    originId: null,
    version: 'v1',
    meta: { slug: 'about', date: null, published: true, status: 'published', url: '/about', updatedBy: null, updatedAt: null },
    localizations: [
      { site: 'en', id: 'e1', status: 'published', origin: true },
      { site: 'de', id: 'e1-de', status: 'published', origin: false },
    ],
    can: { edit: true, publish: true, delete: true },
    ...overrides,
  };
}

const german = documentOf({
  id: 'e1-de',
  site: 'de',
  values: { title: 'Über uns' },
  localized: ['title'],
  originValues: { title: 'About us', intro: 'We make things.', layout: 'wide', map: { lat: 1, lng: 2 } },
  originId: 'e1',
});

interface Saved {
  body: EntrySaveRequest;
  csrf: string | undefined;
}

/** The contract's answers for one test: documents by id, and what PUT answers (in order). */
function contract(docs: Record<string, EntryDocument>, answers: ((body: EntrySaveRequest) => Response)[] = []) {
  const saves: Saved[] = [];
  const api = new Hono().basePath('/cp/api');
  api.get('/session', (c) => c.json(session));
  api.get('/collections', (c) => c.json({ data: [{ handle: 'pages', title: 'Pages', sites: ['en', 'de'], dated: false, structured: true, canCreate: true, hasPages: true, counts: { en: 1, de: 1 } }] }));
  api.get('/collections/pages/entries/:id', (c) => (docs[c.req.param('id')] ? c.json(docs[c.req.param('id')]) : c.json({ message: 'Not found.' }, 404)));
  api.put('/collections/pages/entries/:id', async (c) => {
    const body = await c.req.json<EntrySaveRequest>();
    saves.push({ body, csrf: c.req.header('X-CSRF-Token') });
    const next = answers.shift();
    if (next) return next(body);
    const doc = docs[c.req.param('id')]!;
    return c.json({ ...doc, values: body.values, localized: body.localized ?? doc.localized, version: `${doc.version}+` });
  });
  return { api, saves };
}

let root: Root;
let container: HTMLElement;

async function open(api: Hono, path: string) {
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => api.request(String(input), init)) as typeof fetch;
  container = document.createElement('div');
  document.body.append(container);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    root = createRoot(container);
    root.render(
      <Providers client={makeQueryClient()}>
        <RouterProvider router={router} />
      </Providers>,
    );
  });
  await waitFor(() => container.querySelector('form.cp-publish'));
}

async function waitFor<T>(find: () => T | null | undefined | false, timeout = 3000): Promise<T> {
  const end = Date.now() + timeout;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > end) throw new Error(`not found in time; page: ${container.textContent?.slice(0, 400)}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 15)));
  }
}

/** A field's label text: a `<label>` for a single control, plain text its controls point to otherwise. */
function fieldLabel(label: string): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('label, .cp-label')].find((l) => l.textContent?.replace(/\*|\(required\)/g, '').trim() === label);
  if (!found) throw new Error(`no label "${label}"`);
  return found;
}

/** The control a field's label names, through `for` or the control's `aria-labelledby`. */
function control(label: string): HTMLElement {
  const labelElement = fieldLabel(label);
  if (labelElement instanceof HTMLLabelElement) return document.getElementById(labelElement.htmlFor)!;
  const named = container.querySelector<HTMLElement>(`[aria-labelledby~="${labelElement.id}"]`);
  if (!named) throw new Error(`nothing is named by "${label}"`);
  return named;
}

function button(name: string, scope: ParentNode = container): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

async function type(input: HTMLElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function click(element: HTMLElement) {
  await act(async () => element.click());
}

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  act(() => root.unmount());
});

describe('publish form', () => {
  it('labels every field with its display, marks required ones, describes them, and shows an unknown fieldtype read-only', async () => {
    const { api } = contract({ e1: documentOf() });
    await open(api, '/collections/pages/entries/e1');
    const title = control('Title') as HTMLInputElement;
    expect(title.value).toBe('About us');
    expect(title.getAttribute('aria-required')).toBe('true');
    const intro = control('Intro');
    expect(document.getElementById(intro.getAttribute('aria-describedby')!)?.textContent).toBe('One or two sentences.');
    // A label names a control that is there (HTML): the read-only value is named by plain text.
    expect(fieldLabel('Title').tagName).toBe('LABEL');
    expect(fieldLabel('Map').tagName).toBe('SPAN');
    const map = control('Map');
    expect(map.tagName).toBe('PRE');
    expect(JSON.parse(map.textContent!)).toEqual({ lat: 1, lng: 2 });
    expect(container.querySelector('[data-field="map"] input, [data-field="map"] textarea')).toBeNull();
  });

  it('sends the CSRF token, shows 422 errors at their fields with a summary, and moves focus to the first one', async () => {
    const { api, saves } = contract({ e1: documentOf() }, [() => Response.json({ message: 'The given data was invalid.', errors: { title: ['The Title field is required.'] } }, { status: 422 })]);
    await open(api, '/collections/pages/entries/e1');
    await type(control('Title'), '');
    await click(button('Save'));
    const fieldError = await waitFor(() => container.querySelector('[data-field="title"] .cp-field-errors'));
    expect(fieldError.textContent).toBe('The Title field is required.');
    expect(control('Title').getAttribute('aria-invalid')).toBe('true');
    expect(control('Title').getAttribute('aria-describedby')).toContain(fieldError.id);
    expect(container.querySelector('.cp-error-summary a')?.textContent).toBe('Title: The Title field is required.');
    await waitFor(() => document.activeElement === control('Title'));
    expect(saves[0]!.csrf).toBe('token-1');
    expect(saves[0]!.body.values.title).toBeNull();
  });

  it('a localization shows inherited values greyed with Override, makes them editable on Override, drops them on Use origin value, and saves only its own', async () => {
    const { api, saves } = contract({ 'e1-de': german });
    await open(api, '/collections/pages/entries/e1-de');
    const intro = control('Intro') as HTMLTextAreaElement;
    expect(intro.value).toBe('We make things.');
    expect(intro.readOnly).toBe(true);
    const introField = container.querySelector('[data-field="intro"]')!;
    expect(introField.textContent).toContain('Inherited from English');
    const layout = control('Layout') as HTMLSelectElement;
    expect(layout.disabled).toBe(true);
    expect(container.querySelector('[data-field="layout"]')!.textContent).not.toContain('Override');

    await click(button('Override', introField));
    expect((control('Intro') as HTMLTextAreaElement).readOnly).toBe(false);
    await type(control('Intro'), 'Wir machen Dinge.');
    await click(button('Use origin value', container.querySelector('[data-field="title"]')!));
    expect((control('Title') as HTMLInputElement).value).toBe('About us');
    expect((control('Title') as HTMLInputElement).readOnly).toBe(true);

    await click(button('Save'));
    await waitFor(() => saves.length === 1);
    expect(saves[0]!.body.localized).toEqual(['intro']);
    expect(saves[0]!.body.values).toEqual({ intro: 'Wir machen Dinge.' });
  });

  const conflict = (): Response =>
    Response.json(
      {
        message: 'This entry changed since you opened it.',
        conflict: { updatedBy: { id: 'u2', name: 'Maria' }, updatedAt: new Date(Date.now() - 120_000).toISOString(), version: 'v2', changes: [{ field: 'title', label: 'Title', yours: 'About our team', theirs: 'About Kairotone' }] },
      } satisfies ConflictError,
      { status: 409 },
    );

  it('on 409 keeps the editor’s input, names who changed what, and Overwrite saves with force and the new version', async () => {
    const { api, saves } = contract({ e1: documentOf() }, [conflict]);
    await open(api, '/collections/pages/entries/e1');
    await type(control('Title'), 'About our team');
    await click(button('Save'));
    const dialog = await waitFor(() => container.ownerDocument.querySelector('dialog[open]'));
    expect(dialog.textContent).toContain('This entry was changed by Maria 2 minutes ago since you opened it.');
    expect([...dialog.querySelectorAll('tbody tr')].map((r) => [...r.children].map((c) => c.textContent))).toEqual([['Title', 'About our team', 'About Kairotone']]);
    expect((control('Title') as HTMLInputElement).value).toBe('About our team');

    await click(button('Overwrite', dialog));
    await waitFor(() => saves.length === 2);
    expect(saves[1]!.body).toMatchObject({ force: true, version: 'v2', values: { title: 'About our team' } });
    await waitFor(() => !container.ownerDocument.querySelector('dialog[open]'));
  });

  it('on 409 Reload drops the editor’s input and shows the file as it is now', async () => {
    const docs = { e1: documentOf() };
    const { api, saves } = contract(docs, [
      (body) => {
        docs.e1 = documentOf({ values: { ...docs.e1.values, title: 'About Kairotone' }, version: 'v2' });
        void body;
        return conflict();
      },
    ]);
    await open(api, '/collections/pages/entries/e1');
    await type(control('Title'), 'About our team');
    await click(button('Save'));
    const dialog = await waitFor(() => container.ownerDocument.querySelector('dialog[open]'));
    await click(button('Reload', dialog));
    await waitFor(() => (control('Title') as HTMLInputElement).value === 'About Kairotone');
    expect(saves).toHaveLength(1);
    expect(container.textContent).not.toContain('Unsaved changes');
  });
});
