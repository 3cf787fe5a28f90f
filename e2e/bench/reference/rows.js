// The floor of a deep link: React 19 rendering twenty rows of static values after one fetch.
/* global document -- a browser page */
import { createElement as h, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const rows = Array.from({ length: 20 }, (_, index) => ({ name: `Wert ${index + 1}`, value: 20 + index / 2 }));

function Rows() {
  const [answer, setAnswer] = useState();
  useEffect(() => {
    void fetch('/rest/health')
      .then((response) => response.json())
      .then(setAnswer);
  }, []);
  if (!answer) return null;
  return h(
    'table',
    null,
    h(
      'tbody',
      null,
      rows.map(({ name, value }) =>
        h('tr', { key: name, className: 'reference-row' }, h('th', null, name), h('td', null, `${value} °C`)),
      ),
    ),
  );
}

createRoot(document.getElementById('root')).render(h(Rows));
