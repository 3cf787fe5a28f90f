import { SkeletonLine } from '@portal/web-kit';
import type { Options } from 'highcharts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import './lazy-chart.css';

// Highcharts is loaded when the first chart comes into view, not with the page. Until it draws, the
// chart's area shows a placeholder of its size, so a page scrolled down does not show a blank box.
// While it waits to be scrolled to, the area says so (data-awaits-view): nothing is loading yet.

const HighchartsView = lazy(() => import(/* webpackChunkName: "highcharts" */ './highcharts-view.js'));

/** True once the element has been in view (stays true); where there is no observer, at once. */
export function useSeenOnce<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

export function LazyChart({ options, label, height }: { options: Options; label: string; height: number }) {
  const { ref, seen } = useSeenOnce<HTMLDivElement>();
  const placeholder = <SkeletonLine height={height} className="m-0 mfd-chart-placeholder" />;
  return (
    <div
      ref={ref}
      className="w-100"
      style={{ minHeight: height, minWidth: 0 }}
      data-testid="chart-canvas"
      data-awaits-view={seen ? undefined : ''}
    >
      {seen ? (
        <Suspense fallback={placeholder}>
          <HighchartsView options={options} label={label} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
