/**
 * Whether a key event's target is a field the user types or picks in (input, textarea, select,
 * contenteditable): single-key shortcuts stand back there, so "/" and "?" stay characters and
 * arrow keys keep moving the caret or the choice.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    target.isContentEditable ||
    // jsdom has no isContentEditable; browsers answer above.
    target.closest('[contenteditable]:not([contenteditable="false"])') !== null
  );
}
