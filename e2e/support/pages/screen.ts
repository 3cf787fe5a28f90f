import { type Locator, type Page, expect } from '@playwright/test';

export const desktop = { width: 1280, height: 800 };
export const phone = { width: 375, height: 740 };

/** The portal's phone layout starts below this width (web-kit's `breakpoints.small`). */
const phoneLayoutBelow = 768;

/**
 * Sets the viewport and waits until the portal has laid itself out for it. The frame swaps side
 * menu and phone menu on the resize event, one render after the viewport changed: a page checked
 * in between is the desktop layout squeezed into a phone (a header name drawn off the header).
 * Pages without the frame's menu (login, logged out) switch by CSS alone.
 */
export async function resize(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  // Hidden ones count too: behind an open dialog the page is hidden from the accessibility tree.
  const menu = { name: /^(Menü|Menu)$/, includeHidden: true };
  if ((await page.getByRole('navigation', menu).count()) === 0) return;
  await expect(page.getByRole('button', menu)).toHaveCount(size.width < phoneLayoutBelow ? 1 : 0);
}

/**
 * Loaded: no request under way, no spinner, skeleton or placeholder left, the fonts in, no
 * transition running (dialogs and menus fade and slide in). The design system page's specimens
 * stay, and so does the placeholder of a chart not yet scrolled to: it loads nothing until then.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(
    // Loading indicators have no role of their own that tells them from other content.
    page
      .locator(
        '.spinner-border, .placeholder-glow, .portal-skeleton:not([data-design-sample] *, [data-awaits-view] *)',
      )
      .filter({ visible: true }),
  ).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          // Endless ones (a spinning icon) never finish: only those that end are waited for.
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
}

/**
 * Endless animations running on elements out of the viewport: unseen, yet each costs the page a style
 * pass every frame (an idle page should cost nothing).
 */
export async function endlessAnimationsOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.getAnimations().flatMap((animation) => {
      const effect = animation.effect as KeyframeEffect | null;
      const target = effect?.target;
      if (!target || animation.playState !== 'running' || effect.getTiming().iterations !== Infinity)
        return [];
      const box = target.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      return inView ? [] : [`${target.tagName.toLowerCase()} ${target.getAttribute('class') ?? ''}`];
    }),
  );
}

/**
 * What changes between two runs inside `scope` (the page, or the dialog shown): live values and
 * pictures drawn from them (charts, the heating curve's set point, the energy flow), dates (and
 * the times beside them: they move with the day the demo world was seeded), the version in the
 * footer. Mostly selected by class: values and times have no role or name that sets them apart
 * from the static texts around them.
 */
export function changing(scope: Page | Locator): Locator[] {
  return [
    scope.locator('.mfd-value-row > :last-child, .mfd-pair dd, [data-testid="unit-status"]'),
    scope.locator('.portal-footer-meta, header p.w-100, [data-attention], input[type="date"]'),
    scope.locator('.highcharts-container, .mfd-curve'),
    scope.getByRole('region').getByRole('img'),
    // The alarm bell's count moves with the simulated units' faults.
    scope.getByRole('link', { name: /^(Alarme|Alarms): / }),
    scope.getByText(/\d{2}\.\d{2}\.\d{4}/),
    // How long an incident has lasted grows while it lasts.
    scope.locator('.mfd-incident-duration'),
  ];
}

/** The live connection's badge in the header, seen above the page and beside a dialog. */
export const liveBadge = (page: Page) => page.locator('.portal-live-badge');

/** How screens are compared: still, without caret, up to 1 % of the pixels may differ. */
export const comparison = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01 } as const;

/**
 * Compares the screen as it is now with its reference image at desktop (1280 px) and phone
 * (375 px) width: the whole page, or the viewport while a dialog or side panel is open (it is fixed
 * to the viewport). `mask` hides more of what changes from run to run; `leaveOut` (CSS selectors)
 * takes out parts whose length depends on what other tests did (a unit's incident history), which
 * tests of their own check. The tolerance lets font hinting and anti-aliasing differ; a moved or
 * missing part does not pass.
 */
export async function expectScreen(
  page: Page,
  name: string,
  { mask = [], leaveOut = [] }: { mask?: Locator[]; leaveOut?: string[] } = {},
): Promise<void> {
  const original = page.viewportSize() ?? desktop;
  const dialog = page.getByRole('dialog').last();
  const fullPage = (await dialog.count()) === 0;
  // Masks are drawn over everything: behind a dialog only the dialog's own changing parts count.
  const scope = fullPage ? page : dialog;
  for (const [width, size] of [
    ['1280', desktop],
    ['375', phone],
  ] as const) {
    await resize(page, size);
    // A page is taken from its top, behind a dialog too: fixed parts (header, menus) are drawn
    // where the page is scrolled to, and filling a field or clicking a button may scroll it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    // Through the CSSOM: the portal's content security policy refuses injected style sheets.
    for (const selector of leaveOut)
      await page
        .locator(selector)
        .evaluateAll((parts) => parts.forEach((part) => part.style.setProperty('display', 'none')));
    await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
      ...comparison,
      fullPage,
      mask: [liveBadge(page), ...changing(scope), ...mask],
    });
  }
  for (const selector of leaveOut)
    await page
      .locator(selector)
      .evaluateAll((parts) => parts.forEach((part) => part.style.removeProperty('display')));
  await resize(page, original);
}

/**
 * How many pixels of two screenshots of one size differ by more than `tolerance` in a colour channel.
 * The same picture composited in another layer (a frame drawn by the server, then the app's) may
 * differ by a unit of colour here and there; anything moved, added or recoloured differs by more.
 * Decoded by a blank page of the browser (no PNG library in the suite).
 */
export async function differingPixels(page: Page, a: Buffer, b: Buffer, tolerance = 8): Promise<number> {
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(
      async ([first, second, most]) => {
        const pixelsOf = async (png: string) => {
          const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height).data;
        };
        const [one, other] = await Promise.all([pixelsOf(first), pixelsOf(second)]);
        if (one.length !== other.length) return Math.max(one.length, other.length) / 4;
        let count = 0;
        for (let index = 0; index < one.length; index += 4)
          for (let channel = 0; channel < 3; channel++)
            if (Math.abs(one[index + channel]! - other[index + channel]!) > most) {
              count++;
              break;
            }
        return count;
      },
      [a.toString('base64'), b.toString('base64'), tolerance] as const,
    );
  } finally {
    await scratch.close();
  }
}
