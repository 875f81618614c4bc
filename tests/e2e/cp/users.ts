/** The control panel tests' users: one of each kind the tests need. */
export const CP_USERS = {
  admin: { email: 'admin@example.com', name: 'Ada Admin', password: 'correct horse battery staple', super: true, roles: [] as string[] },
  editor: { email: 'editor@example.com', name: 'Emil Editor', password: 'editor password 1', super: false, roles: ['editor'] },
  writer: { email: 'writer@example.com', name: 'Wren Writer', password: 'writer password 1', super: false, roles: ['writer'] },
  /** Changes their panel language (tests/e2e/cp/language.spec.ts): no other test signs in as them. */
  linguist: { email: 'linguist@example.com', name: 'Lina Linguist', password: 'linguist password 1', super: false, roles: ['editor'] },
  /** May work on the Japanese site only (tests/e2e/cp/users.spec.ts). */
  jpEditor: { email: 'jp-editor@example.com', name: 'Jun Japan', password: 'jp editor password 1', super: false, roles: ['jp_editor'] },
  /** Changes their own password and back (tests/e2e/cp/users.spec.ts): no other test signs in as them. */
  keeper: { email: 'keeper@example.com', name: 'Kai Keeper', password: 'keeper password 1', super: false, roles: ['editor'] },
} as const;

const COLLECTIONS = ['pages', 'products', 'downloads', 'news'];
const SITES = ['en', 'de', 'fr', 'es', 'jp', 'zh'];

/**
 * An editor may do everything with entries, globals and assets, and edit and create news
 * categories; a Japanese editor may view, edit and create entries of the Japanese site only;
 * a writer may write news (with its images and categories) but not publish it.
 */
export const CP_ROLES = `editor:
  title: Editor
  permissions:
    - access cp
${SITES.map((s) => `    - 'access ${s} site'`).join('\n')}
${COLLECTIONS.flatMap((c) => ['view', 'edit', 'create', 'delete', 'publish'].map((p) => `    - '${p} ${c} entries'`)).join('\n')}
${['seo', 'footer', 'cta', 'shop_now_modal', 'social_media', 'error_page', 'redirects'].map((g) => `    - 'edit ${g} globals'`).join('\n')}
    - 'view assets assets'
    - 'upload assets assets'
    - 'view news_categories terms'
    - 'edit news_categories terms'
    - 'create news_categories terms'
jp_editor:
  title: Japanese editor
  permissions:
    - access cp
    - 'access jp site'
${COLLECTIONS.flatMap((c) => ['view', 'edit', 'create'].map((p) => `    - '${p} ${c} entries'`)).join('\n')}
    - 'view assets assets'
writer:
  title: Writer
  permissions:
    - access cp
${SITES.map((s) => `    - 'access ${s} site'`).join('\n')}
    - 'view news entries'
    - 'edit news entries'
    - 'create news entries'
    - 'view assets assets'
    - 'view news_categories terms'
`;
