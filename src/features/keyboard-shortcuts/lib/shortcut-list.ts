/**
 * Every keyboard shortcut of the app, in one place: the "?" dialog lists exactly this. Keys are
 * `KeyboardEvent.key` values; a shortcut is one or more alternatives, each a combination pressed
 * together. Add a shortcut here when adding it to the code.
 */
export interface Shortcut {
  keys: readonly (readonly string[])[];
  action: string;
}

export interface ShortcutGroup {
  title: string;
  shortcuts: readonly Shortcut[];
}

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: 'Anywhere',
    shortcuts: [
      { keys: [['/']], action: 'Go to the search field' },
      { keys: [['?']], action: 'Show this list of shortcuts' },
      {
        keys: [['Escape']],
        action: 'Clear the search (in the search field), or close the dialog or panel that is open',
      },
    ],
  },
  {
    title: 'In the list of channels',
    shortcuts: [
      {
        keys: [['ArrowLeft'], ['ArrowRight'], ['ArrowUp'], ['ArrowDown']],
        action: 'Move to the card beside, above or below',
      },
      { keys: [['Home'], ['End']], action: 'Go to the first or the last loaded card' },
      { keys: [['Enter']], action: 'Open the company panel of the card' },
      { keys: [['PageDown'], ['PageUp']], action: 'Move to the next or previous card' },
      {
        keys: [['Tab']],
        action:
          'Go on from the card to its own links, then out of the list (the list is one stop: arrows reach the other cards)',
      },
      {
        keys: [
          ['Control', 'End'],
          ['Control', 'Home'],
        ],
        action:
          'Leave the list, to what comes after it or before it (with nothing after it, Control+End goes to the last card)',
      },
    ],
  },
  {
    title: 'On the map',
    shortcuts: [
      { keys: [['Tab']], action: 'Go from country to country (those with channels, A to Z)' },
      {
        keys: [['Enter'], [' ']],
        action: 'Filter the list by the country, or by every country again if it is the one chosen',
      },
    ],
  },
  {
    title: 'In the company panel',
    shortcuts: [{ keys: [['ArrowLeft'], ['ArrowRight']], action: 'Previous or next channel' }],
  },
];

/**
 * How a key is written, and how it is spoken where screen readers would skip or mangle the
 * symbol (many say nothing for "?" or "/" at their default punctuation level).
 */
export const KEY_LABELS: Readonly<Record<string, { shown: string; spoken?: string }>> = {
  '/': { shown: '/', spoken: 'Slash' },
  '?': { shown: '?', spoken: 'Question mark' },
  Escape: { shown: 'Esc', spoken: 'Escape' },
  Enter: { shown: 'Enter' },
  ArrowLeft: { shown: '←', spoken: 'Left arrow' },
  ArrowRight: { shown: '→', spoken: 'Right arrow' },
  ArrowUp: { shown: '↑', spoken: 'Up arrow' },
  ArrowDown: { shown: '↓', spoken: 'Down arrow' },
  PageDown: { shown: 'Page Down' },
  PageUp: { shown: 'Page Up' },
  Control: { shown: 'Ctrl', spoken: 'Control' },
  End: { shown: 'End' },
  Home: { shown: 'Home' },
  Tab: { shown: 'Tab' },
  ' ': { shown: 'Space' },
};
