import { UnitsText } from '../../../components/units-text.js';

/** The column headers: location, unit, actions, services; on phones actions and module (spec 2). */
export function UnitTableHead({ small }: { small: boolean }) {
  return (
    <thead>
      {small ? (
        <tr>
          <th scope="col">
            <UnitsText id="units.column.actions" />
          </th>
          <th scope="col">
            <UnitsText id="units.column.module" />
          </th>
        </tr>
      ) : (
        <tr>
          <th scope="col" style={{ width: '30%' }}>
            <UnitsText id="units.column.location" />
          </th>
          <th scope="col">
            <UnitsText id="units.column.unit" />
          </th>
          <th scope="col" className="text-end">
            <UnitsText id="units.column.actions" />
          </th>
          <th scope="col" style={{ width: '18%' }}>
            <UnitsText id="units.column.services" />
          </th>
        </tr>
      )}
    </thead>
  );
}
