import type { ReactNode } from 'react';

export type UnitState =
  'starting' | 'running' | 'idle' | 'fault' | 'locked' | 'warning' | 'offline' | 'online';

const icons: Record<UnitState, string> = {
  starting: 'bi-hourglass-split',
  running: 'bi-play-circle',
  idle: 'bi-pause-circle',
  fault: 'bi-x-octagon',
  locked: 'bi-lock',
  warning: 'bi-wrench-adjustable',
  offline: 'bi-cloud-slash',
  online: 'bi-broadcast',
};

/** A unit's state as a tinted pill with its icon; the same look on the start page and the dashboard. */
export function StatusBadge({ state, children }: { state: UnitState; children: ReactNode }) {
  return (
    <span className="portal-status" data-state={state}>
      <i className={`bi ${icons[state]}`} aria-hidden />
      <span className="text-wrap text-start">{children}</span>
    </span>
  );
}
