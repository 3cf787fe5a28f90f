import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AuditService } from '../audit/audit.service.js';
import type { AppConfig } from '../config/config.js';
import type { StyleRow, StylesRepository } from './styles.repository.js';
import { StylesService } from './styles.service.js';

// The install's stylesheet files (STYLES_DIR) and what admins set, composed per skin.

function service(stylesDir: string | undefined, rows: Partial<StyleRow>[] = []) {
  const repository = {
    rows: (scopes: string[]) => Promise.resolve(rows.filter((row) => scopes.includes(row.scope!))),
  };
  return new StylesService(
    { skin: 'remeha', stylesDir } as AppConfig,
    repository as unknown as StylesRepository,
    {} as AuditService,
  );
}

describe('StylesService', () => {
  const dir = mkdtempSync(join(tmpdir(), 'styles-'));
  writeFileSync(join(dir, 'custom.css'), '.install {}');
  writeFileSync(join(dir, 'custom.remeha.css'), '.skin-file {}');
  writeFileSync(join(dir, 'custom.broetje.css'), '.other-skin {}');
  writeFileSync(join(dir, 'layout.css'), '.unit-pages {}');

  it('composes files and admin texts for the skin in order, later ones winning', async () => {
    const { css } = await service(dir, [
      { sheet: 'custom', scope: 'remeha', css: '.admin-skin {}' },
      { sheet: 'custom', scope: 'all', css: '.admin-all {}' },
      { sheet: 'layout', scope: 'all', css: '.admin-layout {}' },
    ]).stylesheet('custom');
    const order = ['.install', '.skin-file', '.admin-all', '.admin-skin'].map((rule) => css.indexOf(rule));
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(css).not.toContain('.other-skin');
    expect(css).not.toContain('layout');
    expect(css).toContain('/* custom.remeha.css */');
  });

  it("gives unit pages the layout files and a kind's own layout CSS first", async () => {
    const { css } = await service(dir).stylesheet('layout', 'dachsII');
    expect(css).toContain('.unit-pages {}');
    expect(css).not.toContain('.install');
  });

  it('versions a sheet by its text: a changed file gives a new URL, no sheet gives none', async () => {
    const styles = service(dir);
    const before = await styles.customUrl();
    expect(before).toMatch(/^\/rest\/info\/css\/custom\?v=[0-9a-f]{12}$/);
    expect(await styles.customUrl()).toBe(before);
    writeFileSync(join(dir, 'custom.css'), '.install { color: red; }');
    // A later modification time, as an edit some time later has.
    utimesSync(join(dir, 'custom.css'), new Date(), new Date(Date.now() + 60_000));
    expect(await styles.customUrl()).not.toBe(before);
    expect(await service(undefined).customUrl()).toBeNull();
    expect(await service(undefined).layoutUrl('dachsII')).toBe('');
  });
});
