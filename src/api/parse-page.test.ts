import { describe, expect, it } from 'vitest';
import { makeChannel } from '@/test/fixtures';
import { parseChannelsPage } from './parse-page';

const envelope = (results: unknown[]) => ({ next: null, previous: null, results });

describe('parseChannelsPage', () => {
  it('keeps the good records and says in plain words what is wrong with the others', () => {
    const good = makeChannel(3);
    const wrongTypes = { ...makeChannel(2), id: '2', active: 'yes' };
    const { company: _dropped, ...noCompany } = makeChannel(1);
    const badTime = { ...makeChannel(0), created_at: 'yesterday' };
    const parsed = parseChannelsPage(envelope([good, wrongTypes, noCompany, badTime]));
    if (!parsed.ok) throw new Error('the envelope is valid');
    expect(parsed.page.results.map((channel) => channel.id)).toEqual([3]);
    expect(parsed.page.rejected).toEqual([
      {
        index: 1,
        id: '2',
        issues: ['id: expected number, got string', 'active: expected boolean, got string'],
      },
      { index: 2, id: 1, issues: ['company: missing (expected object)'] },
      { index: 3, id: 0, issues: ['created_at: not an ISO 8601 UTC timestamp'] },
    ]);
  });

  it('refuses a body that is not a page, saying where', () => {
    expect(parseChannelsPage({ next: 'javascript:alert(1)', previous: null, results: {} })).toEqual(
      {
        ok: false,
        issues: ['next: not an absolute http(s) URL', 'results: expected array, got object'],
      },
    );
  });
});
