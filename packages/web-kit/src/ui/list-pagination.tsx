import Pagination from 'react-bootstrap/Pagination';
import { useUiText } from '../i18n/ui-texts.js';

/** The page numbers around the current one (0-based), with the first and the last always shown. */
export function pageWindow(page: number, pages: number, around: number): (number | 'gap')[] {
  const shown = new Set([0, pages - 1]);
  for (let index = page - around; index <= page + around; index++) {
    if (index >= 0 && index < pages) shown.add(index);
  }
  const sorted = [...shown].filter((index) => index >= 0).sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((index, position) => {
    const previous = sorted[position - 1];
    if (previous !== undefined && index - previous > 1) result.push('gap');
    result.push(index);
  });
  return result;
}

/** Page links under a list; the caller decides whether paging shows at all (rules differ per list). */
export function ListPagination({
  total,
  page,
  perPage,
  onPage,
  compact,
}: {
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  compact: boolean;
}) {
  const text = useUiText();
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav aria-label={text('paging.label')}>
      <Pagination size={compact ? 'sm' : undefined} className="mb-0 flex-wrap justify-content-center">
        {/* Items instead of Pagination.Prev/Next/Ellipsis: those carry fixed English screen-reader texts.
            Names are hidden texts, not aria-label: a disabled or current item is a span, which may not
            carry one. */}
        <Pagination.Item disabled={page <= 0} onClick={() => onPage(page - 1)}>
          <NamedSign sign="‹" name={text('paging.previous')} />
        </Pagination.Item>
        {pageWindow(page, pages, compact ? 1 : 2).map((entry, position) =>
          entry === 'gap' ? (
            <Pagination.Item key={`gap-${position}`} disabled aria-hidden="true">
              …
            </Pagination.Item>
          ) : (
            <Pagination.Item
              key={entry}
              active={entry === page}
              activeLabel={text('paging.current')}
              onClick={() => onPage(entry)}
              aria-current={entry === page ? 'page' : undefined}
            >
              <NamedSign sign={String(entry + 1)} name={text('paging.page', { page: entry + 1 })} />
            </Pagination.Item>
          ),
        )}
        <Pagination.Item disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
          <NamedSign sign="›" name={text('paging.next')} />
        </Pagination.Item>
      </Pagination>
    </nav>
  );
}

/** A sign seen on screen and its name for screen readers. */
function NamedSign({ sign, name }: { sign: string; name: string }) {
  return (
    <>
      <span aria-hidden="true">{sign}</span>
      <span className="visually-hidden">{name}</span>
    </>
  );
}
