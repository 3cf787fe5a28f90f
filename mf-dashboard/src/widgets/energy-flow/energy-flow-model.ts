import { selfConsumptionRatio, selfSufficiency } from '@portal/unit-catalog/energy-ratios';

// Energy-flow picture (spec 2, spec 5, spec 9): grid, production, consumption, optional heat pump and
// battery around a junction, with the direction power flows on each line.

export interface CanvasSize {
  width: number;
  height: number;
}

/** Spec 9: 290×400 on small widths, 580×350 otherwise. */
export const smallCanvas: CanvasSize = { width: 290, height: 400 };
export const largeCanvas: CanvasSize = { width: 580, height: 350 };
/** Containers narrower than the large canvas get the small one. */
export const smallBelowPx = largeCanvas.width;

/** Spec 9 debug ranges (W) of the sliders that override the live values. */
export const debugRanges = {
  wirkleistung: { min: -500, max: 500, step: 10 },
  battery: { min: -5000, max: 5000, step: 100 },
} as const;

/** Powers below this (kW) read 0.0 kW and show no flow. */
export const idleKw = 0.05;

/** The small canvas on phones and in containers under 580 px; the large one otherwise. */
export function canvasSize(containerWidth: number | undefined, phone: boolean): CanvasSize {
  return phone || (containerWidth !== undefined && containerWidth < smallBelowPx) ? smallCanvas : largeCanvas;
}

/** Spec 5: autarky and own-consumption percentages are clamped to 0..100; unknown stays unknown. */
export function clampPercent(value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return Math.min(100, Math.max(0, value));
}

/** A power in kW from a value in its data point's unit (W unless the unit says kW or MW). */
export function toKw(value: unknown, unit: string | undefined): number | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  if (unit === 'kW') return value;
  if (unit === 'MW') return value * 1000;
  return value / 1000;
}

/** Signed powers in kW as the grid-connection data points report them. */
export interface Powers {
  /** Production (leistung), ≥ 0. */
  production?: number;
  /** Grid active power (wirkleistung): positive = import (Netzbezug), negative = feed-in. */
  grid?: number;
  /** Consumption (bedarf) of the house, heat pump included. */
  consumption?: number;
  /** Battery power: positive = charging, negative = discharging. */
  battery?: number;
  /** Heat pump power, ≥ 0 (drawn from the house's supply). */
  heatpump?: number;
}

export type FlowLine = keyof Powers;
/** 'in': towards the junction (for the heat pump: towards the house); 'out': away from it. */
export type Flow = 'in' | 'out' | 'none';

function flow(kw: number | undefined, positive: 'in' | 'out'): Flow {
  if (kw === undefined || Math.abs(kw) < idleKw) return 'none';
  if (kw > 0) return positive;
  return positive === 'in' ? 'out' : 'in';
}

/** Where power flows on each line. */
export function flowDirections(p: Powers): Record<FlowLine, Flow> {
  return {
    production: flow(p.production, 'in'),
    grid: flow(p.grid, 'in'),
    consumption: flow(p.consumption, 'out'),
    battery: flow(p.battery, 'out'),
    heatpump: flow(p.heatpump, 'out'),
  };
}

export interface FlowPercentages {
  autarky?: number;
  ownConsumption?: number;
}

/** A power as the picture shows it: what reads 0.0 kW (and draws no flow) counts as 0. */
function asShown(kw: number): number {
  return Math.abs(kw) < idleKw ? 0 : kw;
}

/**
 * Autarky and own-consumption quota as the spec 9 ratios of the powers shown (the same functions the
 * units use), so they always match the picture, debug overrides included: self-sufficiency from
 * consumption and import, the self-consumption ratio from production and feed-in. While a power a
 * ratio needs is unknown, the unit's own figure shows instead, clamped (spec 5).
 */
export function flowPercentages(
  p: Powers,
  reported: { autarky: unknown; ownConsumption: unknown },
): FlowPercentages {
  if (p.grid === undefined)
    return { autarky: clampPercent(reported.autarky), ownConsumption: clampPercent(reported.ownConsumption) };
  const grid = asShown(p.grid);
  const imported = Math.max(0, grid);
  const exported = Math.max(0, -grid);
  return {
    autarky:
      p.consumption === undefined
        ? clampPercent(reported.autarky)
        : selfSufficiency(asShown(p.consumption), imported),
    ownConsumption:
      p.production === undefined
        ? clampPercent(reported.ownConsumption)
        : selfConsumptionRatio(asShown(p.production), exported),
  };
}
