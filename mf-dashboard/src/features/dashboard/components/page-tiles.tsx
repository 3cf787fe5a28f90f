import type { Layout } from '@portal/unit-catalog';
import { portalStore, unitValuesAtom, type ConnectedUnit, type UnitMetadata } from '@portal/web-kit';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { MasonryCell, MasonryGrid } from '../../../layout/masonry-grid.js';
import { formatValue } from '../../../widgets/format-value.js';
import { Tile } from '../../../widgets/tile/tile.js';
import { useCollectedKeys } from '../../../unit/use-unit.js';

const rowsPerTile = 3;

/**
 * Tiles (spec 2 "Tile"): one per data page of the unit, with the page's first values as text rows;
 * a click opens the page.
 */
interface Props {
  sn: string;
  unit: ConnectedUnit;
  layout: Layout;
  meta: UnitMetadata;
}

/** The first text values of a page, shown on its tile. */
function tileKeys(page: Layout['pages'][string]): string[] {
  return page.items
    .flatMap((item) => item.contents)
    .flatMap((content) =>
      content.type === 'text' && content.board && content.dataPoint
        ? [`${content.board}.${content.dataPoint}${content.index === undefined ? '' : `[${content.index}]`}`]
        : [],
    )
    .slice(0, rowsPerTile);
}

export function PageTiles({ sn, unit, layout, meta }: Props) {
  const intl = useIntl();
  const values = useAtomValue(unitValuesAtom, { store: portalStore });
  const format = {
    locale: intl.locale,
    yes: intl.formatMessage({ id: 'mf.dashboard.common.yes' }),
    no: intl.formatMessage({ id: 'mf.dashboard.common.no' }),
  };
  const pages = Object.entries(layout.pages).filter(([, page]) => page.name !== 'dashboard');
  useCollectedKeys(
    sn,
    unit,
    pages.flatMap(([, page]) => tileKeys(page)),
  );
  if (pages.length === 0) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'mf.dashboard.dashboard.pages' })} className="mb-2">
      <MasonryGrid>
        {pages.map(([key, page]) => {
          const rows = tileKeys(page).map((dataKey) => ({
            label: meta.label(dataKey),
            value: formatValue(meta, dataKey, values.get(dataKey)?.value, format),
          }));
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
