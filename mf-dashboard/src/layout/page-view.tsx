import type { LayoutPage, ScreenItem } from '@portal/unit-catalog';
import { contentKeys } from '@portal/unit-catalog/content-keys';
import { currentUserAtom, type ConnectedUnit, type UnitMetadata, useAtomValue } from '@portal/web-kit';
import Button from 'react-bootstrap/Button';
import { useIntl } from 'react-intl';
import { useCollectedKeys } from '../unit/use-unit.js';
import { DataWidget } from '../widgets/data-widget/data-widget.js';
import { clampWidth, defaultSize, gridColumns, minHeightPx } from '../widgets/grid.js';
import { itemSettingKey, localLayoutAtom, removeGroup } from '../widgets/local-layout.js';
import { MasonryCell, MasonryGrid } from './masonry-grid.js';

interface Props {
  pageKey: string;
  page: LayoutPage;
  sn: string;
  unit: ConnectedUnit;
  meta: UnitMetadata;
  dashboard: boolean;
  collapsed?: boolean;
}

/** Items a viewer sees: partner-only items are hidden from operators (and removed ones from all). */
export function visibleItems(
  page: LayoutPage,
  roles: readonly string[],
  removed: readonly string[],
): ScreenItem[] {
  const operatorOnly =
    roles.includes('betreiber') && !roles.some((role) => role !== 'betreiber' && role !== 'demo');
  return page.items.filter(
    (item) => !removed.includes(item.id) && !(item.visibility === 'partner' && operatorOnly),
  );
}

/** A layout page's widget groups (spec 2 Dashboard / Data page), collecting the keys it shows. */
export function PageView({ pageKey, page, sn, unit, meta, dashboard, collapsed = false }: Props) {
  const intl = useIntl();
  const user = useAtomValue(currentUserAtom);
  const local = useAtomValue(localLayoutAtom);
  const items = visibleItems(page, user?.roles ?? [], local.removedItemIds);
  const byId = new Map(items.map((item) => [item.id, item]));
  useCollectedKeys(
    sn,
    unit,
    items.flatMap((item) => item.contents.flatMap((content) => contentKeys(content))),
  );
  const groups = page.groups
    .filter((group) => !local.removedGroupIds.includes(group.id))
    .map((group) => ({ ...group, items: group.itemIds.flatMap((id) => byId.get(id) ?? []) }))
    .filter((group) => group.items.length > 0);

  const sized = groups.map((group) => ({
    ...group,
    items: group.items.map((item) => {
      const base = defaultSize(item, dashboard);
      const stored = local.guiItemSettings[itemSettingKey(pageKey, item.id)] ?? {};
      return {
        item,
        size: { width: clampWidth(stored.width ?? base.width), height: stored.height ?? base.height },
      };
    }),
  }));

  return (
    <div className="mfd-group-grid">
      {sized.map((group) => {
        const columns = Math.min(
          gridColumns,
          group.items.reduce((sum, { size }) => sum + size.width, 0),
        );
        return (
          <section
            key={group.id}
            aria-labelledby={`group-${group.id}`}
            className="mfd-group"
            style={{ ['--columns' as string]: columns }}
          >
            <div className="d-flex align-items-center gap-2 mb-2">
              <h2 id={`group-${group.id}`} className="h6 text-uppercase text-body-secondary mb-0 fw-semibold">
                {meta.screenText(group.label)}
              </h2>
              {user?.debug && (
                <Button
                  size="sm"
                  variant="link"
                  className="text-body-secondary p-0"
                  onClick={() => removeGroup(group.id)}
                  aria-label={intl.formatMessage(
                    { id: 'mf.dashboard.group.remove' },
                    { group: meta.screenText(group.label) },
                  )}
                >
                  <i className="bi bi-x-circle" aria-hidden />
                </Button>
              )}
            </div>
            <MasonryGrid columns={columns}>
              {group.items.map(({ item, size }) => (
                <MasonryCell key={item.id} width={size.width}>
                  <DataWidget
                    item={item}
                    pageKey={pageKey}
                    sn={sn}
                    meta={meta}
                    size={size}
                    minHeight={minHeightPx(size.height, dashboard)}
                    collapsedByPage={collapsed}
                  />
                </MasonryCell>
              ))}
            </MasonryGrid>
          </section>
        );
      })}
    </div>
  );
}
