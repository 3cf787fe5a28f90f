// How often the widgets of a busy dashboard render while live values arrive. The dashboard is the
// Dachs' catalog layout with the widgets of all its pages on one page; values of the keys those
// widgets show arrive over the (fake) live socket at a few rates. Prints renders per second.
import type { LiveMessage } from '@portal/contracts';
import { type Layout, findKind } from '@portal/unit-catalog';
import { contentKeys } from '@portal/unit-catalog/content-keys';
import { fakeLiveSocket } from '@portal/web-kit/testing';
import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import {
  dashboardInit,
  fakeBackend,
  ok,
  renderPage,
  testSerial as sn,
  testUnit,
} from '../src/components/test-utils.js';
import { DashboardPage } from '../src/features/dashboard/components/dashboard-page.js';
import { renders } from './render-counter.js';

const secondsPerRate = 4;
const valuesPerSecond = [5, 20, 100];
const tickMs = 50;

/** The Dachs layout whose dashboard page holds every widget of every page. */
function busyLayout(): Layout {
  const layout = findKind('dachsII')!.layout;
  const pages = Object.entries(layout.pages);
  const [dashboardKey, dashboard] = pages.find(([, page]) => page.name === 'dashboard')!;
  const all = pages.map(([, page], n) => ({
    items: page.items.map((item) => ({ ...item, id: `${n}-${item.id}` })),
    groups: page.groups.map((group) => ({
      ...group,
      id: `${n}-${group.id}`,
      itemIds: group.itemIds.map((id) => `${n}-${id}`),
    })),
  }));
  const busy = { ...dashboard, items: all.flatMap((p) => p.items), groups: all.flatMap((p) => p.groups) };
  return { ...layout, pages: { ...layout.pages, [dashboardKey]: busy } };
}

/** Scalar numbers the widgets show (what a unit sends most): 'Board.name' keys without enums. */
function liveKeys(layout: Layout): string[] {
  const init = dashboardInit();
  const points = init.metaDataPoints as Record<string, { type: string; array: boolean; enumName: unknown }>;
  const shown = Object.values(layout.pages).flatMap((page) =>
    page.items.flatMap((item) => item.contents.flatMap((content) => contentKeys(content))),
  );
  return [...new Set(shown)].filter((key) => {
    const point = points[key];
    return point && !point.array && point.enumName === null && ['int', 'uint', 'float'].includes(point.type);
  });
}

function valueMessage(key: string, value: number): LiveMessage {
  const dot = key.indexOf('.');
  const data = { sn, boardName: key.slice(0, dot), dataPointName: key.slice(dot + 1), index: null };
  return {
    action: 'CanipValue',
    data: {
      ...data,
      array: false,
      size: false,
      age: 0,
      value,
      ts: Date.now(),
      function: 'ReadPos',
      archive: false,
      virtual: false,
      request: false,
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('widget renders per second on a busy Dachs dashboard', async () => {
  Object.defineProperty(document, 'hidden', { configurable: true, value: false });
  const layout = busyLayout();
  const keys = liveKeys(layout);
  fakeBackend({
    canipConnect: ok(testUnit({ layout })),
    canipRequest: ok({ success: true, errorKeys: [], message: '' }),
  });
  const live = fakeLiveSocket();
  let commitMs = 0;
  renderPage(
    <Profiler id="dashboard" onRender={(_id, _phase, actualMs) => (commitMs += actualMs)}>
      <DashboardPage />
    </Profiler>,
    { init: dashboardInit({ roles: ['partner'] }), path: `/${sn}/dashboard`, route: '/:sn/dashboard' },
  );
  await screen.findByRole('heading', { level: 1 });
  await act(() => sleep(500));
  const widgets = screen.getAllByRole('region').filter((r) => r.classList.contains('data-widget')).length;
  const lines = [`busy Dachs dashboard: ${widgets} widgets, ${keys.length} live keys`];

  for (const rate of valuesPerSecond) {
    renders.clear();
    commitMs = 0;
    const perTick = (rate * tickMs) / 1000;
    let owed = 0;
    const started = performance.now();
    while (performance.now() - started < secondsPerRate * 1000) {
      owed += perTick;
      const messages: LiveMessage[] = [];
      for (; owed >= 1; owed -= 1)
        messages.push(
          valueMessage(keys[Math.floor(Math.random() * keys.length)]!, Math.round(Math.random() * 1000)),
        );
      if (messages.length > 0) live.deliver(...messages);
      await act(() => sleep(tickMs));
    }
    const seconds = (performance.now() - started) / 1000;
    const perSecond = (name: string) => ((renders.get(name) ?? 0) / seconds).toFixed(1);
    const all = [...renders.values()].reduce((sum, n) => sum + n, 0);
    lines.push(
      `${String(rate).padStart(4)} values/s: DataWidget ${perSecond('DataWidget')} renders/s, ` +
        `all components ${(all / seconds).toFixed(0)} renders/s, React render time ${(commitMs / seconds).toFixed(0)} ms/s`,
    );
  }
  live.restore();
  console.log(lines.join('\n'));
}, 60_000);
