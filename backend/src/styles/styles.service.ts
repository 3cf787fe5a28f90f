import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import {
  type StylesheetName,
  type StylesheetSave,
  type StylesheetsResponse,
  endpointUrl,
} from '@portal/contracts';
import { findKind } from '@portal/unit-catalog';
import { AuditService } from '../audit/audit.service.js';
import { FreshFile } from '../common/fresh-file.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { StylesRepository } from './styles.repository.js';

/** A composed stylesheet and its version (the cache-busting query). */
export interface Stylesheet {
  css: string;
  version: string;
}

/**
 * Spec 7 layout and custom CSS, per install and per skin. A sheet is composed, in this order, of
 * the kind's own layout CSS (layout only), the install's files in STYLES_DIR (`<sheet>.css`, then
 * `<sheet>.<skin>.css`) and what admins set for every skin, then for this skin: later parts win.
 * Its version is a hash of the text, so a URL names one content and browsers may keep it for good.
 */
@Injectable()
export class StylesService {
  private readonly files = new Map<string, FreshFile<string>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(StylesRepository) private readonly repository: StylesRepository,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  /** The sheet for this install's skin; layout sheets for a unit kind (its product group). */
  async stylesheet(sheet: StylesheetName, productGroup?: string): Promise<Stylesheet> {
    const { skin } = this.config;
    const rows = await this.repository.rows(['all', skin]);
    const admin = (scope: string) => rows.find((row) => row.sheet === sheet && row.scope === scope)?.css;
    const parts: [string, string | undefined][] = [
      ...(sheet === 'layout'
        ? [[`kind ${productGroup}`, kindCss(productGroup)] as [string, string | undefined]]
        : []),
      [`${sheet}.css`, this.file(`${sheet}.css`)],
      [`${sheet}.${skin}.css`, this.file(`${sheet}.${skin}.css`)],
      ['set by an admin for every skin', admin('all')],
      [`set by an admin for the ${skin} skin`, admin(skin)],
    ];
    const css = parts
      .filter((part): part is [string, string] => (part[1] ?? '').trim() !== '')
      .map(([source, text]) => `/* ${source} */\n${text.trim()}\n`)
      .join('\n');
    return { css, version: css === '' ? '' : createHash('sha256').update(css).digest('hex').slice(0, 12) };
  }

  /** app.css_custom: the custom sheet's URL with its version, null when the install has none. */
  async customUrl(): Promise<string | null> {
    const { version } = await this.stylesheet('custom');
    return version ? endpointUrl('stylesheetCustom', {}, { v: version }) : null;
  }

  /** A unit layout's css: its sheet's URL with the version, '' when the kind has none. */
  async layoutUrl(productGroup: string): Promise<string> {
    const { version } = await this.stylesheet('layout', productGroup);
    return version ? endpointUrl('stylesheetLayout', { productGroup }, { v: version }) : '';
  }

  async list(): Promise<StylesheetsResponse> {
    const rows = await this.repository.all();
    return {
      skin: this.config.skin,
      entries: rows.map((row) => ({
        sheet: row.sheet as StylesheetName,
        scope: row.scope as StylesheetsResponse['entries'][number]['scope'],
        css: row.css,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt.toISOString(),
      })),
      files: this.stylesheetFiles(),
      customUrl: await this.customUrl(),
    };
  }

  /** Sets (an empty text: removes) one sheet of one scope; audited with the text it had. */
  async save(admin: string, { sheet, scope, css }: StylesheetSave): Promise<StylesheetsResponse> {
    const before = (await this.repository.rows([scope])).find((row) => row.sheet === sheet)?.css ?? '';
    if (css.trim() === '') await this.repository.remove(sheet, scope);
    else await this.repository.save(sheet, scope, css, admin);
    await this.audit.record({
      actor: admin,
      action: 'styles.save',
      details: { sheet, scope, oldLength: before.length, newLength: css.trim() === '' ? 0 : css.length },
    });
    return this.list();
  }

  private file(name: string): string | undefined {
    const dir = this.config.stylesDir;
    if (dir === undefined) return undefined;
    let file = this.files.get(name);
    if (!file) {
      file = new FreshFile(join(dir, name), (text) => text);
      this.files.set(name, file);
    }
    return file.read();
  }

  private stylesheetFiles(): string[] {
    const dir = this.config.stylesDir;
    if (dir === undefined) return [];
    try {
      return readdirSync(dir)
        .filter((name) => /^(custom|layout)(\.[a-z0-9]+)?\.css$/.test(name))
        .sort();
    } catch {
      return [];
    }
  }
}

/** The catalog's layout CSS of a unit kind ('' for none or an unknown kind). */
function kindCss(productGroup: string | undefined): string {
  return productGroup === undefined ? '' : (findKind(productGroup)?.layout.css ?? '');
}
