import type { Layout, LayoutPage } from '@portal/unit-catalog';
import { useUnitValues, type ConnectedUnit, type UnitMetadata } from '@portal/web-kit';
import { useIntl } from 'react-intl';
import { MasonryCell, MasonryGrid } from '../../../layout/masonry-grid.js';
import { useCollectedKeys } from '../../../unit/use-unit.js';
import { formatValue, useFormatOptions } from '../../../widgets/format-value.js';
import { textContentKey } from '../../../widgets/text/text-content.js';
import { Tile, tileRows } from '../../../widgets/tile/tile.js';

const rowsPerTile = 3;

/** The text contents whose values a page's tile shows. */
function tileContents(page: LayoutPage) {
  return page.items
    .flatMap((item) => item.contents)
    .filter((content) => content.type === 'text' && content.visible !== false && textContentKey(content))
    .slice(0, rowsPerTile);
}

interface Props {
  sn: string;
  unit: ConnectedUnit;
  layout: Layout;
  meta: UnitMetadata;
}

/**
 * Tiles (spec 2 "Tile"): one per data page of the unit, with the page's first values as text rows;
 * a click opens the page.
 */
export function PageTiles({ sn, unit, layout, meta }: Props) {
  const intl = useIntl();
  const value = useUnitValues();
  const options = useFormatOptions();
  const pages = Object.entries(layout.pages).filter(([, page]) => page.name !== 'dashboard');
  useCollectedKeys(
    sn,
    unit,
    pages.flatMap(([, page]) => tileContents(page).flatMap((content) => textContentKey(content) ?? [])),
  );
  if (pages.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'mf.dashboard.dashboard.pages' })} className="mb-2">
      <MasonryGrid>
        {pages.map(([key, page]) => {
          const rows = tileRows(tileContents(page), value, meta, (dataKey, value, decimals) =>
            formatValue(meta, dataKey, value, { ...options, decimals }),
          );
          return (
            <MasonryCell key={key} width={3}>
              <Tile title={meta.screenText(page.label)} rows={rows} to={`/${sn}/dp/${key}`} />
            </MasonryCell>
          );
        })}
      </MasonryGrid>
    </nav>
  );
}
