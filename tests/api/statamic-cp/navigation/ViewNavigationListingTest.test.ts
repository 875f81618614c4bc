// Ported from statamic/cms 5.x tests/Feature/Navigation/ViewNavigationListingTest.php: which
// navigations the control panel lists. Statamic renders `navigation.index` with the `navs` it
// allows; ours answers them at GET /cp/api/navigation ("the navigations the user may see",
// decision 028), which the panel's Navigation screen draws. Statamic's mocked `Nav::all()` is
// navigation files here. The original's order is its mock's; the handles are compared as a set.
import { describe, expect, it } from 'vitest';
import { cpProjects, nav } from '../support/structures';

const make = cpProjects();

async function listed(user: { get(url: string): Promise<{ status: number; body: { data: { handle: string }[] } }> }): Promise<string[]> {
  const answer = await user.get('/cp/api/navigation');
  expect(answer.status).toBe(200);
  return answer.body.data.map((n) => n.handle).sort();
}

describe('ViewNavigationListingTest', () => {
  it('it_shows_a_list_of_nav_structures', async () => {
    const p = await make({ ...nav('foo'), ...nav('bar') });
    expect(await listed(await p.user('super'))).toEqual(['bar', 'foo']);
  });

  it('it_shows_no_results_when_there_are_no_structures', async () => {
    const p = await make({});
    expect(await listed(await p.user('super'))).toEqual([]);
  });

  it('it_filters_out_structures_the_user_cannot_access', async () => {
    const p = await make({ ...nav('foo'), ...nav('bar') });
    expect(await listed(await p.user(['access cp', 'view bar nav']))).toEqual(['bar']);
  });

  // Fails on our side: `configure navs` is not honoured (see the report).
  it('it_doesnt_filter_out_structures_if_they_have_permission_to_configure', async () => {
    const p = await make({ ...nav('foo'), ...nav('bar') });
    expect(await listed(await p.user(['access cp', 'configure navs', 'view bar nav']))).toEqual(['bar', 'foo']);
  });

  // Adapted: Statamic refuses the index page (a redirect with an error); our listing is the
  // navigations the user may see (decision 028), so it is empty, and it reveals none.
  it('it_denies_access_when_there_are_no_permitted_structures', async () => {
    const p = await make({ ...nav('foo'), ...nav('bar') });
    expect(await listed(await p.user(['access cp']))).toEqual([]);
  });
});
