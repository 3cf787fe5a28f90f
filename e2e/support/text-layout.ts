import type { Locator } from '@playwright/test';

/**
 * Words inside `area` that the layout splits over two lines. Debian's Chromium has no hyphenation
 * dictionaries, so there a split word is always cut without a hyphen ('Motorst|atus'). Texts meant
 * to break anywhere (serials, data point keys in monospace) are left out.
 */
export async function wordsSplitOverLines(area: Locator): Promise<string[]> {
  return area.evaluate((root) => {
    const split: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent ?? '';
      if (!element || !text.trim() || element.closest('.font-monospace, svg, .visually-hidden')) continue;
      // A word ends at a space or after a hyphen ('Warmwasser-' | 'Solltemperatur' may wrap there).
      for (const match of text.matchAll(/[^\s\u00a0-]+-?/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) split.push(match[0]);
      }
    }
    return split;
  });
}

/** Elements inside `area` whose content is wider than they are (cut off or spilling out). */
export async function overflowingTexts(area: Locator, selector: string): Promise<string[]> {
  return area.evaluate(
    (root, itemSelector) =>
      [...root.querySelectorAll<HTMLElement>(itemSelector)]
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent?.trim().slice(0, 40) ?? ''),
    selector,
  );
}
