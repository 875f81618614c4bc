// What a permission implies, as Statamic's policies read them (issue 36): the server's checks
// and the panel's side navigation both go by it.
import { describe, expect, it } from 'vitest';
import { holds, sectionsOf } from './permissions';

const user = (...permissions: string[]) => ({ super: false, permissions });

describe('holds', () => {
  it('edit holds view for entries, terms and menus, not the other way round', () => {
    expect(holds(user('edit news entries'), 'view news entries')).toBe(true);
    expect(holds(user('edit tags terms'), 'view tags terms')).toBe(true);
    expect(holds(user('edit main nav'), 'view main nav')).toBe(true);
    expect(holds(user('view news entries'), 'edit news entries')).toBe(false);
    expect(holds(user('edit news entries'), 'view pages entries')).toBe(false);
  });

  it('configure … holds every permission on those items, and nothing else', () => {
    expect(holds(user('configure collections'), 'delete news entries')).toBe(true);
    expect(holds(user('configure taxonomies'), 'create tags terms')).toBe(true);
    expect(holds(user('configure navs'), 'edit footer nav')).toBe(true);
    expect(holds(user('configure globals'), 'edit seo globals')).toBe(true);
    expect(holds(user('configure asset containers'), 'move assets assets')).toBe(true);
    expect(holds(user('configure collections'), 'edit tags terms')).toBe(false);
    expect(holds(user('configure collections'), 'edit users')).toBe(false);
  });

  it('super holds everything', () => {
    expect(holds({ super: true, permissions: [] }, 'edit roles')).toBe(true);
  });
});

describe('sectionsOf', () => {
  it('shows a writer of news only collections, taxonomies and assets', () => {
    expect(sectionsOf(user('access cp', 'edit news entries', 'view news_categories terms', 'view assets assets'))).toEqual({
      collections: true, navigation: false, taxonomies: true, globals: false, assets: true, users: false, roles: false,
    });
  });

  it('shows a section to whoever may configure it, and everything to a super user', () => {
    expect(sectionsOf(user('configure navs', 'configure globals'))).toMatchObject({ navigation: true, globals: true, collections: false });
    expect(Object.values(sectionsOf({ super: true, permissions: [] })).every(Boolean)).toBe(true);
  });
});
