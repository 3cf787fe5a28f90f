import type { Locator } from '@playwright/test';

/** A text whose colour does not stand out enough from what it is drawn on (WCAG 2.1 1.4.3). */
export interface LowContrast {
  text: string;
  ratio: number;
  needed: number;
  colour: string;
  background: string;
}

/**
 * The visible texts inside `area` whose contrast with their background is below WCAG AA: 4.5:1,
 * or 3:1 for large text (24 px, or 18.66 px bold). The text colour takes the opacity of its element
 * and ancestors into account; the background is the stack of background colours behind the text.
 * Disabled controls are exempt, as WCAG allows.
 */
export async function lowContrastTexts(area: Locator): Promise<LowContrast[]> {
  return area.evaluate((root) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba => {
      const match = /rgba?\(([^)]+)\)/.exec(css);
      if (!match?.[1]) return [0, 0, 0, 0];
      const parts = match[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
    };
    const over = (top: Rgba, below: Rgba): Rgba => {
      const alpha = top[3] + below[3] * (1 - top[3]);
      if (alpha === 0) return [0, 0, 0, 0];
      const mix = (i: 0 | 1 | 2) => (top[i] * top[3] + below[i] * below[3] * (1 - top[3])) / alpha;
      return [mix(0), mix(1), mix(2), alpha];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const backgroundOf = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let node: Element | null = element; node; node = node.parentElement) {
        const layer = parse(getComputedStyle(node).backgroundColor);
        if (layer[3] > 0) layers.push(layer);
        if (layer[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const opacityOf = (element: Element) => {
      let opacity = 1;
      for (let node: Element | null = element; node; node = node.parentElement)
        opacity *= Number(getComputedStyle(node).opacity);
      return opacity;
    };
    const hex = ([r, g, b]: Rgba) =>
      `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

    const found: LowContrast[] = [];
    const seen = new Set<Element>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || seen.has(element) || !node.textContent?.trim()) continue;
      seen.add(element);
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (style.visibility !== 'visible' || box.width === 0 || box.height === 0) continue;
      if (element.closest('.visually-hidden, [aria-hidden="true"], :disabled, .disabled')) continue;
      const background = backgroundOf(element);
      const colour = parse(style.color);
      const shown = over([colour[0], colour[1], colour[2], colour[3] * opacityOf(element)], background);
      const [light, dark] = [luminance(shown), luminance(background)].sort((a, b) => b - a) as [
        number,
        number,
      ];
      const ratio = (light + 0.05) / (dark + 0.05);
      const size = parseFloat(style.fontSize);
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
      const needed = large ? 3 : 4.5;
      if (ratio < needed)
        found.push({
          text: node.textContent.trim().slice(0, 40),
          ratio: Math.round(ratio * 100) / 100,
          needed,
          colour: hex(shown),
          background: hex(background),
        });
    }
    return found;
  });
}

/** Screen-reader texts inside `area` that react-bootstrap gives in English ('Close', 'Previous' …). */
export async function englishScreenReaderTexts(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const english = /^(Close|Close alert|Previous|Next|More|\(current\)|Loading\.\.\.|Toggle navigation)$/;
    const texts = [
      ...[...root.querySelectorAll('[aria-label]')].map(
        (element) => element.getAttribute('aria-label') ?? '',
      ),
      ...[...root.querySelectorAll('.visually-hidden')].map((element) => element.textContent?.trim() ?? ''),
    ];
    return texts.filter((text) => english.test(text));
  });
}
