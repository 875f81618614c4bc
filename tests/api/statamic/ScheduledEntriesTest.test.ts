// Ported from statamic/cms 5.x tests/Data/Entries/ScheduledEntriesTest.php: MinuteEntries
// finds the dated entries whose date falls in a given minute — which depends on each date
// being cut to the day or minute as its blueprint says. Here the dates the API gives every
// entry are collected and the same minutes asked of them.
import { describe, expect, it } from 'vitest';
import { blueprint } from './support/content';
import { markdown, projects } from './support/project';

const make = projects();

describe('ScheduledEntriesTest', () => {
  it('it_gets_entries_scheduled_for_given_minute', async () => {
    const files: Record<string, string | Record<string, unknown>> = {};
    const collections: Record<string, Record<string, Record<string, unknown>>> = {
      time_with_seconds: { date: { type: 'date', time_enabled: true, time_seconds_enabled: true } },
      time_without_seconds: { date: { type: 'date', time_enabled: true, time_seconds_enabled: false } },
      dated: { date: { type: 'date', time_enabled: false } },
      undated: {},
    };
    for (const [handle, fields] of Object.entries(collections)) {
      files[`content/collections/${handle}.yaml`] = handle === 'undated' ? {} : { date: true };
      files[`resources/blueprints/collections/${handle}/test.yaml`] = blueprint(fields);
    }
    const dated: Record<string, Record<string, string>> = {
      time_with_seconds: {
        '01': '2023-09-12-121400', '02': '2023-09-12-121420', '03': '2023-09-12-121421', // day before
        '04': '2023-09-13-121300', '05': '2023-09-13-121320', '06': '2023-09-13-121321', // minute before
        '07': '2023-09-13-121400', '08': '2023-09-13-121420', '09': '2023-09-13-121421', // target minute
        '10': '2023-09-13-121500', '11': '2023-09-13-121520', '12': '2023-09-13-121521', // minute after
        '13': '2023-09-14-121400', '14': '2023-09-14-121420', '15': '2023-09-14-121421', // day after
      },
      time_without_seconds: { '16': '2023-09-12-1214', '17': '2023-09-13-1213', '18': '2023-09-13-1214', '19': '2023-09-13-1215', '20': '2023-09-14-1214' },
      dated: { '21': '2023-09-12', '22': '2023-09-13', '23': '2023-09-14' },
    };
    for (const [handle, entries] of Object.entries(dated)) {
      for (const [id, date] of Object.entries(entries)) files[`content/collections/${handle}/${date}.entry-${id}.md`] = markdown({ id });
    }
    files['content/collections/undated/entry-24.md'] = markdown({ id: '24' });
    const open = await make(files);

    const all: { id: string; date: string | null }[] = [];
    for (const handle of Object.keys(collections)) all.push(...(await open.data(`/collections/${handle}/entries?fields=id,date`)));
    // MinuteEntries: dated entries on the minute's day whose time is from :00 to :59 of it.
    const minuteEntries = (minute: string) => {
      const start = Date.parse(`${minute.slice(0, 16).replace(' ', 'T')}:00Z`);
      return all
        .filter((e) => e.date !== null && Date.parse(e.date) >= start && Date.parse(e.date) <= start + 59_000)
        .map((e) => e.id)
        .sort();
    };
    expect(minuteEntries('2023-09-13 12:14:20')).toEqual(['07', '08', '09', '18']);
    expect(minuteEntries('2023-09-13 12:14:00')).toEqual(['07', '08', '09', '18']);
    expect(minuteEntries('2023-09-13 12:14:25')).toEqual(['07', '08', '09', '18']);
    expect(minuteEntries('2023-09-13 00:00:00')).toEqual(['22']);
  });
});
