import { Skeleton, SkeletonLine } from '@portal/web-kit';

/**
 * A unit page while its unit connects: placeholder cards shaped like the widget grid (and, on the
 * dashboard and data pages, like the header with title and kind), so the page does not jump.
 */
export function UnitPageSkeleton({ label, withHeader }: { label: string; withHeader: boolean }) {
  return (
    <Skeleton label={label} className="mfd-page-skeleton">
      {withHeader ? (
        <div className="mb-3">
          <SkeletonLine width="min(18rem, 70%)" height="1.6rem" />
          <SkeletonLine width="min(24rem, 90%)" />
        </div>
      ) : null}
      <div className="row g-3">
        {[4, 3, 5].map((lines, card) => (
          <div key={card} className={`col-12 col-md-6 col-xl-4${card > 0 ? ' d-none d-md-block' : ''}`}>
            <div className="portal-skeleton-card">
              <SkeletonLine width="45%" height="1.2em" className="mb-3" />
              {Array.from({ length: lines }, (_, line) => (
                <div key={line} className="d-flex justify-content-between gap-3">
                  <SkeletonLine width="45%" />
                  <SkeletonLine width="25%" />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
