import type { ContentProps } from '../content-props.js';

/** Pictures the catalog names; drawn inline so no asset has to be served. */
function ChpUnitPicture() {
  return (
    <svg viewBox="0 0 160 120" className="w-100" style={{ maxHeight: 180 }} aria-hidden>
      <rect
        x="30"
        y="14"
        width="100"
        height="92"
        rx="8"
        fill="var(--bs-secondary-bg)"
        stroke="var(--bs-border-color)"
        strokeWidth="2"
      />
      <rect x="30" y="14" width="100" height="18" rx="8" fill="var(--bs-primary)" />
      <rect
        x="42"
        y="44"
        width="44"
        height="28"
        rx="3"
        fill="var(--bs-body-bg)"
        stroke="var(--bs-border-color)"
      />
      <circle cx="108" cy="58" r="10" fill="none" stroke="var(--bs-primary)" strokeWidth="3" />
      <path d="M42 86h76M42 94h60" stroke="var(--bs-border-color)" strokeWidth="3" strokeLinecap="round" />
      <path d="M14 70h16M14 80h16" stroke="var(--bs-danger)" strokeWidth="4" strokeLinecap="round" />
      <path d="M130 70h16M130 80h16" stroke="var(--bs-info)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function ImageContent({ content, meta }: ContentProps<'image'>) {
  const alt = meta.screenText(content.parameters.alt);
  return (
    <figure className="text-center mb-0" role="img" aria-label={alt}>
      <ChpUnitPicture />
      <figcaption className="small text-body-secondary mt-1">{alt}</figcaption>
    </figure>
  );
}
