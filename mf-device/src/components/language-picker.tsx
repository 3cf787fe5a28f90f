import { deviceMenuLanguages } from '@portal/contracts';
import { useAtom } from '@portal/web-kit';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import { deviceLanguageAtom } from './device-language.js';
import { languageNames } from './messages.js';

/** Spec 9: the device menu's own language, remembered in this browser. */
export function LanguagePicker() {
  const [language, setLanguage] = useAtom(deviceLanguageAtom);
  const id = useId();
  return (
    <div className="d-flex align-items-center gap-2">
      <Form.Label htmlFor={id} className="mb-0 small text-body-secondary">
        <i className="bi bi-translate me-1" aria-hidden />
        <FormattedMessage id="language" />
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={language}
        onChange={(event) => setLanguage(event.target.value as (typeof deviceMenuLanguages)[number])}
        style={{ width: 'auto' }}
      >
        {deviceMenuLanguages.map((option) => (
          <option key={option} value={option} lang={option}>
            {languageNames[option]}
          </option>
        ))}
      </Form.Select>
    </div>
  );
}
