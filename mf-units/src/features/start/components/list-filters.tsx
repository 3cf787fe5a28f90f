import { SearchBox } from '@portal/web-kit';
import { useUnitsText } from '../../../components/units-text.js';
import type { UserRules } from '../../../components/user-rules.js';
import type { ChangeSettings } from '../hooks/use-list-settings.js';
import type { ListSettings } from '../list-settings.js';
import type { UnitsMessageId } from '../../../components/messages.js';
import { type FilterField, FilterSwitch } from './filter-switch.js';

/**
 * Search and the filters a role sees (spec 2, 6): GEN2 for non-operators, 'only external' and
 * 'only with location' for the manufacturer, 'connected' for debug users. A location filter hides
 * the search.
 */
export function ListFilters({
  settings,
  change,
  rules,
  locationFiltered,
  onSearch,
}: {
  settings: ListSettings;
  change: ChangeSettings;
  rules: UserRules;
  locationFiltered: boolean;
  onSearch: (search: string) => void;
}) {
  const text = useUnitsText();
  const switches: { field: FilterField; label: UnitsMessageId; shown: boolean }[] = [
    { field: 'msr3Filter', label: 'units.filter.gen2', shown: rules.gen2Filter },
    { field: 'onlyExtern', label: 'units.filter.onlyExtern', shown: rules.brandFilters },
    { field: 'onlyWithLocation', label: 'units.filter.onlyWithLocation', shown: rules.brandFilters },
    { field: 'filterConnected', label: 'units.filter.connected', shown: rules.debug },
    { field: 'attentionFirst', label: 'units.filter.attentionFirst', shown: rules.attentionSort },
  ];
  const shown = switches.filter((entry) => entry.shown);
  if (locationFiltered && shown.length === 0) return null;
  return (
    <div className="d-flex flex-wrap align-items-center gap-3 px-3 py-3 border-bottom">
      {locationFiltered ? null : (
        <SearchBox
          initial={settings.filterSearch}
          onSearch={onSearch}
          label={text('units.search.label')}
          placeholder={text('units.search.placeholder')}
          className="flex-grow-1 w-auto"
          style={{ flexBasis: 420, maxWidth: 560 }}
        />
      )}
      {shown.length > 0 ? (
        <div
          className="d-flex flex-wrap column-gap-4 row-gap-2"
          role="group"
          aria-label={text('units.filter.label')}
        >
          {shown.map((entry) => (
            <FilterSwitch
              key={entry.field}
              field={entry.field}
              label={entry.label}
              settings={settings}
              change={change}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
