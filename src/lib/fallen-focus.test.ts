import { afterEach, describe, expect, it } from 'vitest';
import { focusFell } from './fallen-focus';

function button(parent: HTMLElement): HTMLButtonElement {
  const element = document.createElement('button');
  parent.append(element);
  return element;
}

describe('focusFell', () => {
  afterEach(() => document.body.replaceChildren());

  it('says the focus fell when the element that had it was removed, and from where', () => {
    const box = document.createElement('div');
    const elsewhere = document.createElement('div');
    document.body.append(box, elsewhere);
    const pressed = button(box);
    pressed.focus();
    expect(focusFell()).toBe(false);
    pressed.remove();
    expect(focusFell()).toBe(true);
    expect(focusFell(box)).toBe(true);
    expect(focusFell(elsewhere)).toBe(false);
  });

  it('does not when the reader put the focus on the page, or somewhere else', async () => {
    const first = button(document.body);
    first.focus();
    first.blur();
    // The reader's click is told from a removal once the event is over.
    await Promise.resolve();
    first.remove();
    expect(focusFell()).toBe(false);

    const second = button(document.body);
    const third = button(document.body);
    second.focus();
    third.focus();
    second.remove();
    expect(focusFell()).toBe(false);
  });
});
