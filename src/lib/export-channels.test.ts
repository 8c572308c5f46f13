import { describe, expect, it } from 'vitest';
import type { Channel } from '@/api/schemas';
import { makeChannel } from '@/test/fixtures';
import { csvField, jsonElements, jsonEnd, toCsv, toJson } from './export-channels';

function withSocial(channel: Channel, social: Partial<Channel['company']['social']>): Channel {
  return {
    ...channel,
    company: { ...channel.company, social: { ...channel.company.social, ...social } },
  };
}

describe('csvField', () => {
  it('quotes fields with commas, quotes or line breaks and doubles the quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
  });

  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'turns %j into text a spreadsheet will not evaluate',
    (value) => {
      expect(csvField(value).replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('guards and quotes together', () => {
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('writes numbers as they are', () => {
    expect(csvField(-3)).toBe('-3');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-ended row per channel', () => {
    const channel = withSocial(makeChannel(7, { name: 'Acme, "Best" Ltd' }), {
      website: 'https://acme.example',
      social_a: 'javascript:alert(1)',
      social_e: 'https://github.com/acme',
    });
    const csv = toCsv([channel]);
    const [header, row, end] = csv.split('\r\n');
    expect(header).toBe(
      'Name,Slug,City,Country,Website,LinkedIn,Instagram,Facebook,X,GitHub,Live jobs,Created',
    );
    expect(row).toBe(
      `"Acme, ""Best"" Ltd",company-7,Dublin,Ireland,https://acme.example/,,,,,https://github.com/acme,2,${channel.created_at}`,
    );
    expect(end).toBe('');
  });

  it('protects every text column against formulas', () => {
    const csv = toCsv([makeChannel(1, { name: '=cmd|calc', slug: '@evil' })]);
    expect(csv.split('\r\n')[1]).toMatch(/^'=cmd\|calc,'@evil,/);
  });
});

describe('toJson', () => {
  it('writes what JSON.stringify would, whether whole or in chunks', () => {
    const channels = [makeChannel(3), makeChannel(2, { name: 'Two\nlines "q"' }), makeChannel(1)];
    const rows = JSON.parse(toJson(channels)) as unknown[];
    expect(toJson(channels)).toBe(`${JSON.stringify(rows, null, 2)}\n`);
    expect(toJson([])).toBe('[]\n');
    const chunked = `[${jsonElements(channels.slice(0, 2), true)}${jsonElements(channels.slice(2), false)}${jsonEnd(3)}`;
    expect(chunked).toBe(toJson(channels));
  });

  it('exports the same fields as objects', () => {
    const parsed: unknown = JSON.parse(toJson([makeChannel(3)]));
    expect(parsed).toEqual([
      {
        name: 'Company 3',
        slug: 'company-3',
        city: 'Dublin',
        country: 'Ireland',
        website: 'https://company-3.example.com/',
        linkedin: 'https://www.linkedin.com/company/company-3',
        instagram: '',
        facebook: '',
        x: '',
        github: '',
        live_jobs: 3,
        created: makeChannel(3).created_at,
      },
    ]);
  });
});
