/** Placeholder lines while content of a known shape loads (hidden from screen readers). */
export function Skeleton({ lines = 3, label }: { lines?: number; label: string }) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        <span
          key={index}
          className="portal-skeleton"
          aria-hidden
          style={{ width: `${index === lines - 1 && lines > 1 ? 60 : 100}%` }}
        />
      ))}
    </div>
  );
}
