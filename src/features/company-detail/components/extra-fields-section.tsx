import type { ExtraField } from '../lib/unknown-value';
import { DetailRow } from './detail-row';
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
  return (
    <DetailSection title={title}>
      <dl className={layout === 'table' ? 'space-y-3 sm:space-y-2' : 'space-y-3'}>
        {fields.map(({ key, label, value }) =>
          layout === 'table' ? (
            <DetailRow key={key} label={label}>
              <ShownValueView value={value} />
            </DetailRow>
          ) : (
            <div key={key}>
              <dt className="text-sm text-muted">{label}</dt>
              <dd className="mt-0.5">
                <ShownValueView value={value} />
              </dd>
            </div>
          ),
        )}
      </dl>
    </DetailSection>
  );
}
