import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { DesignSystem } from './design-system.js';

/** /test: internal demo page with a range input from 0.1 to 4 (spec 2), and the design system. */
export function TestPage() {
  const [scale, setScale] = useState(1);
  return (
    <>
      <Card>
        <Card.Body>
          <h1 className="h4">
            <FormattedMessage id="test.title" />
          </h1>
          <p className="text-secondary">
            <FormattedMessage id="test.text" />
          </p>
          <Form.Label htmlFor="test-scale">
            <FormattedMessage id="test.scale" />: <FormattedNumber value={scale} minimumFractionDigits={1} />
          </Form.Label>
          <Form.Range
            id="test-scale"
            min={0.1}
            max={4}
            step={0.1}
            value={scale}
            onChange={(event) => setScale(Number(event.target.value))}
          />
          <div
            className="test-sample mt-3"
            style={{ transform: `scale(${scale})`, transformOrigin: 'left top' }}
          >
            <i className="bi bi-fire fs-3 text-primary" aria-hidden />
          </div>
        </Card.Body>
      </Card>
      <DesignSystem />
    </>
  );
}
