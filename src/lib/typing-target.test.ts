import { afterEach, describe, expect, it } from 'vitest';
import { isTypingTarget } from './typing-target';

function make(html: string): HTMLElement {
  document.body.innerHTML = html;
  const target = document.body.querySelector<HTMLElement>('[data-target]');
  if (!target) throw new Error('no target in the fixture');
  return target;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('isTypingTarget', () => {
  it.each([
    '<input data-target>',
    '<input type="search" data-target>',
    '<input type="radio" data-target>',
    '<textarea data-target></textarea>',
    '<select data-target><option>a</option></select>',
    '<div contenteditable="true" data-target></div>',
    '<div contenteditable><p data-target>inside</p></div>',
  ])('is a field: %s', (html) => {
    expect(isTypingTarget(make(html))).toBe(true);
  });

  it.each([
    '<button data-target>b</button>',
    '<a href="#x" data-target>a</a>',
    '<article tabindex="-1" data-target></article>',
    '<div contenteditable="false"><p data-target>read only</p></div>',
  ])('is not a field: %s', (html) => {
    expect(isTypingTarget(make(html))).toBe(false);
  });

  it('is not a field for a non-element target', () => {
    expect(isTypingTarget(window)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
