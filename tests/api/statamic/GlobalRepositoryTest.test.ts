// Ported from statamic/cms 5.x tests/Stache/Repositories/GlobalRepositoryTest.php over the
// Stache fixture's global sets (contact, global, single-site): all sets and each by its handle,
// read from `/globals` and `/globals/{handle}`.
import { describe, expect, it } from 'vitest';
import { projects } from './support/project';

const make = projects();

const FIXTURE = {
  'content/globals/contact.yaml': "---\ntitle: Contact Details\ndata:\n  phone: '555-1234'\n",
  'content/globals/global.yaml': '---\ntitle: General\ndata:\n  foo: Bar\n',
};

describe('GlobalRepositoryTest', () => {
  it('it_gets_all_global_sets', async () => {
    const p = await make(FIXTURE);
    expect((await p.data('/globals')).map((set: { handle: string }) => set.handle)).toEqual(['contact', 'global']);
  });

  it('it_gets_a_global_set_by_id', async () => {
    const p = await make(FIXTURE);
    expect(await p.data('/globals/global')).toMatchObject({ handle: 'global', foo: 'Bar' });
    expect(await p.data('/globals/contact')).toMatchObject({ handle: 'contact', phone: '555-1234' });
    expect((await p.get('/globals/unknown')).status).toBe(404);
  });

  it('it_gets_a_global_set_by_handle', async () => {
    const p = await make(FIXTURE);
    expect(await p.data('/globals/global')).toMatchObject({ handle: 'global' });
    expect(await p.data('/globals/contact')).toMatchObject({ handle: 'contact' });
    expect((await p.get('/globals/unknown')).status).toBe(404);
  });

  it('test_find_or_fail_gets_global', async () => {
    const p = await make(FIXTURE);
    expect(await p.data('/globals/contact')).toMatchObject({ handle: 'contact' });
  });

  it('test_find_or_fail_throws_exception_when_global_does_not_exist', async () => {
    const p = await make(FIXTURE);
    expect(await p.get('/globals/does-not-exist')).toEqual({ status: 404, body: { message: 'Not found.' } });
  });
});
