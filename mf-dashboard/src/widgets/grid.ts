import type { ContentItem, ScreenItem } from '@portal/unit-catalog';

// The widget grid (spec 2 "Dashboard widget grid", spec 5, spec 9): 12 columns; widths 1–12,
// made even above 4; default 3 on the dashboard, 6 × 4 elsewhere, charts 6 × 8; -1 = auto height.

export const gridColumns = 12;
/** One height unit in px; the dashboard rounds heights up to whole 200 px steps. */
export const heightUnitPx = 50;
export const dashboardHeightStepPx = 200;
export const autoHeight = -1;

/** Contents that need room: on the dashboard they start 6 wide instead of 3. */
const wideContents = new Set<ContentItem['type']>([
  'activityScreen',
  'energyflow',
  'heizkurve',
  'timeProgram',
]);

export function clampWidth(width: number): number {
  const clamped = Math.min(gridColumns, Math.max(1, Math.round(width)));
  return clamped > 4 && clamped % 2 === 1 ? clamped + 1 : clamped;
}

export function defaultSize(item: Pick<ScreenItem, 'type' | 'contents'>, dashboard: boolean) {
  if (item.type === 'chart') return { width: 6, height: 8 };
  const wide = item.contents.some((content) => wideContents.has(content.type));
  return { width: dashboard && !wide ? 3 : 6, height: dashboard ? autoHeight : 4 };
}

/** The minimum height in px of a widget of `height` units, or undefined for auto. */
export function minHeightPx(height: number, dashboard: boolean): number | undefined {
  if (height === autoHeight) return undefined;
  const px = Math.max(1, height) * heightUnitPx;
  return dashboard ? Math.ceil(px / dashboardHeightStepPx) * dashboardHeightStepPx : px;
}
