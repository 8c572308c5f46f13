import type { ShownValue } from '../lib/unknown-value';

/** A filled-in unknown field: a safe link, plain text, or indented JSON. Never HTML. */
export function ShownValueView({ value }: { value: ShownValue }) {
  if (value.kind === 'link') {
    return (
      <a
        href={value.href}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-accent underline underline-offset-2 hover:no-underline"
      >
        {value.text}
      </a>
    );
  }
  if (value.kind === 'json') {
    return (
      <pre className="rounded-lg bg-surface p-3 font-mono text-xs break-all whitespace-pre-wrap">
        {value.text}
      </pre>
    );
  }
  return <span className="break-words whitespace-pre-wrap">{value.text}</span>;
}
