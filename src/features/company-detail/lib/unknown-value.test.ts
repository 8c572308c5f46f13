import { describe, expect, it } from 'vitest';
import { makeChannel } from '@/test/fixtures';
import { aboutFields, hasValue, moreFields, showValue } from './unknown-value';

describe('showValue', () => {
  it('shows nothing for null, blanks and empty containers', () => {
    for (const empty of [null, undefined, '', '   ', [], {}]) {
      expect(hasValue(empty)).toBe(false);
      expect(showValue(empty)).toBeUndefined();
    }
  });

  it('keeps text as text, markup included', () => {
    expect(showValue('<img src=x onerror=alert(1)>')).toEqual({
      kind: 'text',
      text: '<img src=x onerror=alert(1)>',
    });
  });

  it('links only absolute http(s) URLs', () => {
    expect(showValue(' https://acme.example/jobs ')).toEqual({
      kind: 'link',
      href: 'https://acme.example/jobs',
      text: 'https://acme.example/jobs',
    });
    expect(showValue('javascript:alert(1)')).toEqual({ kind: 'text', text: 'javascript:alert(1)' });
  });

  it('spells out numbers and booleans, and indents objects as JSON', () => {
    expect(showValue(0)).toEqual({ kind: 'text', text: '0' });
    expect(showValue(false)).toEqual({ kind: 'text', text: 'false' });
    expect(showValue({ a: [1] })).toEqual({ kind: 'json', text: '{\n  "a": [\n    1\n  ]\n}' });
  });
});

describe('aboutFields and moreFields', () => {
  it('find nothing in a record as the spec shows it', () => {
    const channel = makeChannel(1);
    expect(aboutFields(channel)).toEqual([]);
    expect(moreFields(channel)).toEqual([]);
  });

  it('pick up the fields a server filled, channel first, then company', () => {
    const base = makeChannel(1);
    const channel = makeChannel(1, {
      caption: 'Hiring now',
      domain: 'acme.example',
      company: { ...base.company, size: '50-200', career_url: 'https://acme.example/careers' },
    });
    expect(aboutFields(channel).map((field) => field.label)).toEqual(['Caption', 'Company size']);
    expect(moreFields(channel).map((field) => [field.label, field.value.kind])).toEqual([
      ['Domain', 'text'],
      ['Careers page', 'link'],
    ]);
  });
});
