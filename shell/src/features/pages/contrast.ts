/** WCAG 2.1 contrast ratio of two CSS rgb()/rgba() colours (alpha ignored: roles are opaque). */
export function contrastRatio(foreground: string, background: string): number {
  const luminance = (css: string) => {
    const [r = 0, g = 0, b = 0] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** The colour a CSS colour expression (e.g. var(--portal-text)) resolves to in this page. */
export function resolvedColour(expression: string): string {
  const probe = document.createElement('span');
  probe.style.color = expression;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}
