// Test support for content components: renders one content with the real catalog metadata, given
// display values and, optionally, in edit mode with a real buffer the test can read.
import type { ContentItem } from '@portal/unit-catalog';
import { portalStore, sessionAtom, unitMetadata } from '@portal/web-kit';
import type { RenderResult } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import type { UnitMetadata } from '@portal/web-kit';
import { dashboardInit, renderPage } from '../components/test-utils.js';
import type { ContentProps, EditBuffer } from './content-props.js';

export interface ContentProbe {
  /** Values buffered so far (key → value). */
  buffer: Map<string, unknown>;
  /** Edit errors reported so far and not cleared (input id → message key). */
  errors: Map<string, string>;
}

export function renderContent<T extends ContentItem['type']>(
  Component: ComponentType<ContentProps<T>>,
  content: ContentProps<T>['content'],
  options: { values?: Record<string, unknown>; editing?: boolean; debug?: boolean; sn?: string } = {},
): RenderResult & { probe: ContentProbe; meta: UnitMetadata } {
  const init = dashboardInit();
  portalStore.set(sessionAtom, { state: 'in', init, user: init.user! });
  const meta = unitMetadata(init, 'de-de');
  const probe: ContentProbe = { buffer: new Map(), errors: new Map() };
  const values = options.values ?? {};

  function Harness() {
    const [buffer, setBuffer] = useState<ReadonlyMap<string, unknown>>(new Map());
    const edit: EditBuffer = {
      active: options.editing ?? false,
      current: (key) => (buffer.has(key) ? buffer.get(key) : values[key]),
      set: (key, value) => {
        probe.buffer.set(key, value);
        setBuffer((previous) => new Map(previous).set(key, value));
      },
      setError: (id, error) => {
        if (error === null) probe.errors.delete(id);
        else probe.errors.set(id, error);
      },
      editing: () => options.editing ?? false,
      refusal: () => null,
    };
    return (
      <Component
        content={content}
        sn={options.sn ?? '5123456789'}
        value={(key) => values[key]}
        meta={meta}
        edit={edit}
        debug={options.debug ?? false}
      />
    );
  }

  const result = renderPage(<Harness />, { init });
  return { ...result, probe, meta };
}
