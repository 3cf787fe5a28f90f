import type { AccessorKind } from '@portal/contracts';
import { endpointUrl } from '@portal/contracts/frontend';
import { useEndpointQuery } from '@portal/web-kit';
import { useState } from 'react';

/** Entries on one page of the access section. */
export const accessPageSize = 20;

export interface AccessFilters {
  /** '' for every kind of accessor. */
  kind: AccessorKind | '';
  /** Dates as the date inputs give them (YYYY-MM-DD), '' for open. */
  from: string;
  to: string;
  /** The operators' own accesses too. */
  own: boolean;
}

const noFilters: AccessFilters = { kind: '', from: '', to: '', own: false };

/** The day after a YYYY-MM-DD date, as the exclusive end the log takes: 'to' includes its day. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The filters as the endpoint's query (the CSV link's too). */
export function accessQuery(filters: AccessFilters): Record<string, string | undefined> {
  return {
    kind: filters.kind || undefined,
    from: filters.from || undefined,
    to: filters.to ? dayAfter(filters.to) : undefined,
    own: filters.own ? 'true' : undefined,
  };
}

/** The unit's access log with its filters and page, and the CSV of what the filters select. */
export function useAccessLog(sn: string) {
  const [filters, setFilters] = useState<AccessFilters>(noFilters);
  const [page, setPage] = useState(1);
  const query = accessQuery(filters);
  const log = useEndpointQuery(
    'unitAccessLog',
    { params: { sn }, query: { ...query, page: String(page), pageSize: String(accessPageSize) } },
    { keepPrevious: true },
  );
  const total = log.data?.total ?? 0;
  return {
    log,
    filters,
    /** A changed filter starts at the first page again. */
    changeFilters: (change: Partial<AccessFilters>) => {
      setFilters((current) => ({ ...current, ...change }));
      setPage(1);
    },
    page,
    pages: Math.max(1, Math.ceil(total / accessPageSize)),
    setPage,
    csvUrl: endpointUrl('unitAccessLogExport', { sn }, query),
  };
}
export type AccessLog = ReturnType<typeof useAccessLog>;
