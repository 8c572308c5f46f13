import type { ExtraField } from '../lib/unknown-value';
import { DetailSection } from './detail-section';
import { ShownValueView } from './shown-value';

/**
 * Fields the spec has only seen as null, once a server fills them. Nothing is shown for a
 * record as the spec describes it.
 */
export function ExtraFieldsSection({ title, fields }: { title: string; fields: ExtraField[] }) {
  if (fields.length === 0) return null;
  return (
    <DetailSection title={title}>
      <dl className="space-y-3">
        {fields.map(({ key, label, value }) => (
          <div key={key}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-0.5">
              <ShownValueView value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </DetailSection>
  );
}
