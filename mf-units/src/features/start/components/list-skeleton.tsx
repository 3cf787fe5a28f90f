import { Skeleton, SkeletonLine } from '@portal/web-kit';
import { useUnitsText } from '../../../components/units-text.js';

const rows = 4;

/**
 * The list's first load: placeholder rows shaped like the table's (location, unit, action; on phones
 * action and unit), so nothing jumps when the units arrive.
 */
export function ListSkeleton({ small }: { small: boolean }) {
  const text = useUnitsText();
  return (
    <Skeleton label={text('units.common.loading')} className="mfu-list-skeleton">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="d-flex align-items-center gap-3 px-3 py-3 border-bottom">
          {small ? null : (
            <div className="flex-grow-1" style={{ flexBasis: 0 }}>
              <SkeletonLine width="55%" height="1.1em" />
              <SkeletonLine width="75%" />
            </div>
          )}
          {small ? <SkeletonLine width="6.5rem" height="1.9rem" className="flex-shrink-0" /> : null}
          <div className="flex-grow-1" style={{ flexBasis: 0 }}>
            <SkeletonLine width="40%" height="1.1em" />
            <SkeletonLine width="65%" />
            <SkeletonLine width="30%" height="1.3em" />
          </div>
          {small ? null : <SkeletonLine width="6.5rem" height="1.9rem" className="flex-shrink-0" />}
        </div>
      ))}
    </Skeleton>
  );
}
