// One folder per jest run for the seeded portal templates (test/portal-template.ts); the workers
// started after this inherit its name.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function createTemplateFolder() {
  process.env.PORTAL_TEMPLATES = mkdtempSync(join(tmpdir(), 'portal-templates-'));
}
