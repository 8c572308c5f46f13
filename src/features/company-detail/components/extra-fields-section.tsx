import type { ExtraField } from '../lib/unknown-value';
import { DetailSection } from './detail-section';
import { ShownValueView } from './shown-value';

/**
 * Fields the spec has only seen as null, once a server fills them. Nothing is shown for a
 * record as the spec describes it.
 */
export function ExtraFieldsSection(props: {
  title: string;
  fields: ExtraField[];
  /** "prose": label above value, for free text; "table": label beside value, for short values. */
  layout: 'prose' | 'table';
}) {
  const { title, fields, layout } = props;
  if (fields.length === 0) return null;
  const table = layout === 'table';
  return (
    <DetailSection title={title}>
      <dl className={table ? 'grid gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr]' : 'space-y-3'}>
        {fields.map(({ key, label, value }) => (
          <div key={key} className={table ? 'contents' : undefined}>
            <dt className={table ? 'pt-px text-sm text-muted' : 'text-sm text-muted'}>{label}</dt>
            <dd className={table ? 'mb-1 min-w-0 sm:mb-0' : 'mt-0.5'}>
              <ShownValueView value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
