import { Fragment } from 'react';
import { KEY_LABELS, SHORTCUT_GROUPS } from '../lib/shortcut-list';

/** One key as a keycap; symbols get a spoken name so screen readers do not skip them. */
function Key({ name }: { name: string }) {
  const { shown, spoken } = KEY_LABELS[name] ?? { shown: name };
  return (
    <kbd className="inline-flex min-w-7 justify-center rounded-md border border-line bg-surface px-1.5 py-0.5 font-sans text-xs font-semibold text-ink shadow-[inset_0_-1px_0_var(--color-line)]">
      {spoken ? (
        <>
          <span aria-hidden="true">{shown}</span>
          <span className="sr-only">{spoken}</span>
        </>
      ) : (
        shown
      )}
    </kbd>
  );
}

/** The keys of one shortcut: alternatives separated by "or", combinations joined by "+". */
function Keys({ keys }: { keys: readonly (readonly string[])[] }) {
  return keys.map((combination, index) => (
    <Fragment key={combination.join('+')}>
      {index > 0 && <span className="px-1 text-xs text-muted"> or </span>}
      <span className="inline-flex items-center gap-1 whitespace-nowrap">
        {combination.map((key, position) => (
          <Fragment key={key}>
            {position > 0 && <span className="text-xs text-muted">+</span>}
            <Key name={key} />
          </Fragment>
        ))}
      </span>
    </Fragment>
  ));
}

/** Every shortcut, grouped by where it works: keys on the left, what they do on the right. */
export function ShortcutList() {
  return (
    <div className="space-y-5">
      {SHORTCUT_GROUPS.map((group) => (
        <section key={group.title}>
          <h3 className="mb-2 text-sm font-semibold text-muted">{group.title}</h3>
          <dl className="divide-y divide-line">
            {group.shortcuts.map((shortcut) => (
              <div
                key={shortcut.action}
                className="grid gap-1 py-2 sm:grid-cols-[13.5rem_1fr] sm:items-baseline sm:gap-4"
              >
                <dt className="flex flex-wrap items-center gap-y-1">
                  <Keys keys={shortcut.keys} />
                </dt>
                <dd className="text-sm">{shortcut.action}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
