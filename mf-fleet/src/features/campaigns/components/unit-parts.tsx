import { formatSerial, languageAtom, useAtomValue, Link } from '@portal/web-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { kindLabel, pointLabel } from '../writable-points.js';

/** A unit's serial as everywhere in the portal, linked to its dashboard. */
export function SerialLink({ sn }: { sn: string }) {
  return (
    <Link to={`/${sn}/dashboard`} className="text-nowrap">
      {formatSerial(sn)}
    </Link>
  );
}

export function KindName({ productGroup }: { productGroup: string }) {
  return <>{kindLabel(productGroup, useAtomValue(languageAtom))}</>;
}

/** 'Warmwasser-Solltemperatur: 50 → 55 °C' per value ('unknown' where the portal has no value yet). */
export function Changes({
  changes,
}: {
  changes: readonly { key: string; from: number | null; to: number }[];
}) {
  const intl = useIntl();
  const language = useAtomValue(languageAtom);
  return (
    <ul className="list-unstyled mb-0">
      {changes.map(({ key, from, to }) => {
        const { label, unit } = pointLabel(key, language);
        return (
          <li key={key}>
            <span className="text-body-secondary">{label}: </span>
            <span className="text-nowrap">
              {from === null ? (
                <FormattedMessage id="mf.fleet.campaigns.unknownValue" />
              ) : (
                intl.formatNumber(from)
              )}
              {' → '}
              <strong>
                {intl.formatNumber(to)}
                {unit ? ` ${unit}` : ''}
              </strong>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Read-back values: what the unit reports after the write. */
export function ReadBack({ values }: { values: Record<string, unknown> }) {
  const intl = useIntl();
  const language = useAtomValue(languageAtom);
  const entries = Object.entries(values);
  if (entries.length === 0) return <span className="text-body-secondary">–</span>;
  return (
    <ul className="list-unstyled mb-0">
      {entries.map(([key, value]) => {
        const { label, unit } = pointLabel(key, language);
        const shown = typeof value === 'number' ? intl.formatNumber(value) : String(value);
        return (
          <li key={key}>
            <span className="visually-hidden">{label}: </span>
            <span className="text-nowrap" title={label}>
              {shown}
              {unit ? ` ${unit}` : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
