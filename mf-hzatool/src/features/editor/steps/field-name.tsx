import { hasMessage } from '@portal/web-kit';
import { useIntl } from 'react-intl';

/**
 * A field path of the completeness check in words: `applicant.iban` → the IBAN field's label,
 * `consumption.modules.0.counterEnd` → the counter's label and the module's number.
 */
export function FieldName({ path }: { path: string }) {
  const intl = useIntl();
  const parts = path.split('.');
  const section = parts[0] ?? '';
  const name = parts.at(-1) ?? path;
  const moduleIndex = parts.length > 3 && parts[1] === 'modules' ? Number(parts[2]) : null;
  const candidates = [`mf.hzatool.field.${name}`, `mf.hzatool.${section}.${name}`];
  const id = candidates.find((candidate) => hasMessage(intl, candidate));
  const label = id && hasMessage(intl, id) ? intl.formatMessage({ id }, { year: '' }) : name;
  return (
    <>
      {label}
      {moduleIndex !== null && Number.isInteger(moduleIndex)
        ? ` (${intl.formatMessage({ id: 'mf.hzatool.summary.moduleNumber' }, { number: moduleIndex + 1 })})`
        : null}
    </>
  );
}
