// @vitest-environment node
/** POST and PATCH on the collection, and what they do to a walk in progress. */
import { describe, expect, it } from 'vitest';
import { Channel } from '../../src/api/schemas.ts';
import { getPage, idsOf, sendJsonBody, useServer, walk } from '../test-helpers.ts';

const server = useServer({ count: 1000 });

const acme = (name = 'Acme Widgets') => ({
  company: {
    name,
    location: { city: 'Köln', country: 'Germany', country_short: 'de' },
    social: { website: 'https://acme.example/' },
    live_jobs: 3,
  },
  featured: true,
});

async function fingerprint() {
  const page = await getPage(server().apiUrl);
  return { count: server().db.count(), first: page.results[0] };
}

describe('POST /api/channels', () => {
  it('creates a channel that shows first, with ids, timestamps, slug and mirrors filled in', async () => {
    const before = await getPage(server().apiUrl);
    const { status, body } = await sendJsonBody(server().apiUrl, 'POST', acme());
    expect(status).toBe(201);
    const created = Channel.parse(body);
    expect(created.id).toBe((before.results[0]?.id ?? 0) + 1);
    expect(created.name).toBe('Acme Widgets');
    expect(created.slug).toBe('acme-widgets');
    expect(created.company.slug).toBe(created.slug);
    expect(created.company.name).toBe(created.name);
    expect(created.logo).toBe(`${server().url}/media/logos/acme-widgets.svg`);
    expect(created.company.image_logo).toBe(created.logo);
    expect(created.company.location).toMatchObject({
      city: 'Köln',
      country_short: 'DE',
      address: 'Köln, Germany',
    });
    expect(created.company.social.social_a).toBeNull();
    expect(created.active).toBe(true);
    expect(created.featured).toBe(true);
    expect(created.partner).toBe(false);
    expect(created.company.live_jobs).toBe(3);
    expect(created.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    expect(created.created_at > (before.results[0]?.created_at ?? '')).toBe(true);

    const after = await getPage(server().apiUrl);
    expect(after.results[0]).toEqual(created);
    const logo = await fetch(created.logo ?? '');
    expect(await logo.text()).toContain('>AW</text>');
  });

  it('gives a repeated name the next free slug suffix', async () => {
    const first = Channel.parse(
      (await sendJsonBody(server().apiUrl, 'POST', acme('Twin Co'))).body,
    );
    const second = Channel.parse(
      (await sendJsonBody(server().apiUrl, 'POST', acme('Twin Co'))).body,
    );
    const third = Channel.parse(
      (await sendJsonBody(server().apiUrl, 'POST', acme('twin co!'))).body,
    );
    expect([first.slug, second.slug, third.slug]).toEqual(['twin-co', 'twin-co-1', 'twin-co-2']);
  });

  it('takes image_logo null as "no logo"', async () => {
    const body = acme('No Logo Ltd');
    const { body: created } = await sendJsonBody(server().apiUrl, 'POST', {
      ...body,
      company: { ...body.company, image_logo: null },
    });
    expect(Channel.parse(created).logo).toBeNull();
  });

  it.each([
    ['no company', {}, { company: ['This field is required.'] }],
    [
      'a company without a name',
      { company: { location: { city: 'Cork', country: 'Ireland', country_short: 'IE' } } },
      { company: { name: ['This field is required.'] } },
    ],
    [
      'a blank name and a bad location',
      { company: { name: '   ', location: { city: 'Cork', country_short: 'Ireland' } } },
      {
        company: {
          name: ['This field may not be blank.'],
          location: {
            country: ['This field is required.'],
            country_short: ['Enter a two-letter ISO 3166 country code.'],
          },
        },
      },
    ],
    [
      'wrong types',
      { ...acme(), active: 'yes', feed_redirect: 1.5 },
      { active: ['Must be a valid boolean.'], feed_redirect: ['A valid integer is required.'] },
    ],
    [
      'a company that is not an object',
      { company: 'Acme' },
      { company: { non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] } },
    ],
    [
      'a bad website and a negative counter',
      {
        company: {
          ...acme().company,
          social: { website: 'javascript:alert(1)' },
          views: -1,
        },
      },
      {
        company: {
          social: { website: ['Enter a valid URL.'] },
          views: ['Ensure this value is greater than or equal to 0.'],
        },
      },
    ],
    [
      'a list instead of an object',
      [],
      { non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] },
    ],
  ])('answers 400 with DRF field errors for %s, changing nothing', async (_, body, errors) => {
    const before = await fingerprint();
    const response = await sendJsonBody(server().apiUrl, 'POST', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(errors);
    expect(await fingerprint()).toEqual(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const before = await fingerprint();
    const response = await sendJsonBody(server().apiUrl, 'POST', '{"company": ');
    expect(response.status).toBe(400);
    expect((response.body as { detail: string }).detail).toMatch(/^JSON parse error - /);
    expect(await fingerprint()).toEqual(before);
  });

  it('answers 415 for a body that is not declared as JSON', async () => {
    const before = await fingerprint();
    const response = await sendJsonBody(
      server().apiUrl,
      'POST',
      JSON.stringify(acme()),
      'text/plain',
    );
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ detail: 'Unsupported media type "text/plain" in request.' });
    expect(await fingerprint()).toEqual(before);
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const before = await fingerprint();
    const huge = { ...acme(), description: 'x'.repeat(1024 * 1024 + 10) };
    const response = await sendJsonBody(server().apiUrl, 'POST', huge);
    expect(response.status).toBe(413);
    expect(await fingerprint()).toEqual(before);
  });
});

describe('PATCH /api/channels', () => {
  it('updates the named channel, keeping name, logo and slug mirrored', async () => {
    const target = (await getPage(server().apiUrl)).results[5];
    if (!target) throw new Error('no channel');
    const { status, body } = await sendJsonBody(server().apiUrl, 'PATCH', {
      id: target.id,
      trending: true,
      slug: 'ignored-read-only',
      company: {
        name: 'Renamed GmbH',
        image_logo: null,
        location: { city: 'Zürich', country: 'Switzerland', country_short: 'CH' },
        social: { social_e: 'https://github.com/renamed' },
      },
    });
    expect(status).toBe(200);
    const updated = Channel.parse(body);
    expect(updated.id).toBe(target.id);
    expect(updated.trending).toBe(true);
    expect(updated.name).toBe('Renamed GmbH');
    expect(updated.company.name).toBe('Renamed GmbH');
    expect(updated.slug).toBe(target.slug);
    expect(updated.logo).toBeNull();
    expect(updated.company.image_logo).toBeNull();
    expect(updated.company.location.city).toBe('Zürich');
    expect(updated.company.location.id).toBe(target.company.location.id);
    expect(updated.company.social.social_e).toBe('https://github.com/renamed');
    expect(updated.company.social.website).toBe(target.company.social.website);
    expect(updated.created_at).toBe(target.created_at);
    expect(updated.updated_at > target.updated_at).toBe(true);

    const page = await getPage(server().apiUrl);
    expect(page.results[5]).toEqual(updated);
  });

  it('answers 404 for an unknown id and 400 without one', async () => {
    const unknown = await sendJsonBody(server().apiUrl, 'PATCH', { id: 999_999, active: false });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found.' });
    const missing = await sendJsonBody(server().apiUrl, 'PATCH', { active: false });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ id: ['This field is required.'] });
  });

  it('answers 400 for bad fields, changing nothing', async () => {
    const target = (await getPage(server().apiUrl)).results[0];
    const before = await fingerprint();
    const response = await sendJsonBody(server().apiUrl, 'PATCH', {
      id: target?.id,
      company: { name: '', location: { country_short: 'Germany' } },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      company: {
        name: ['This field may not be blank.'],
        location: { country_short: ['Enter a two-letter ISO 3166 country code.'] },
      },
    });
    expect(await fingerprint()).toEqual(before);
  });
});

describe('writes during a walk', () => {
  it('neither skips nor repeats a record while channels are inserted', async () => {
    const expected = idsOf(await walk(server().apiUrl));
    const seen: number[] = [];
    let next: string | null = server().apiUrl;
    let pages = 0;
    while (next) {
      const page = await getPage(next);
      seen.push(...page.results.map((c) => c.id));
      next = page.next;
      if (++pages % 10 === 0)
        await sendJsonBody(server().apiUrl, 'POST', acme(`Mid Walk ${pages}`));
    }
    expect(seen).toEqual(expected);

    const fresh = await getPage(server().apiUrl);
    expect(fresh.results.slice(0, 5).map((c) => c.name)).toEqual([
      'Mid Walk 50',
      'Mid Walk 40',
      'Mid Walk 30',
      'Mid Walk 20',
      'Mid Walk 10',
    ]);
  });

  it('gives the first page a previous link once newer channels exist', async () => {
    const first = await getPage(server().apiUrl);
    const second = await getPage(first.next ?? '');
    await sendJsonBody(server().apiUrl, 'POST', acme('Newer Than The Walk'));
    const back = await getPage(second.previous ?? '');
    // Still exactly the page the walk saw; the new channel sits above it, behind `previous`.
    expect(back.results).toEqual(first.results);
    const newer = await getPage(back.previous ?? '');
    expect(newer.results.map((c) => c.name)).toEqual(['Newer Than The Walk']);
  });
});
