import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Swagger UI's files, served by the portal from its node_modules (no CDN, no outside request). */
const swaggerUiFolder = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * Swagger UI starts from a file of ours rather than an inline script, so the page runs under the
 * portal's Content-Security-Policy as it is (script-src 'self', no inline scripts or styles: Swagger
 * UI styles through its stylesheet and the CSSOM). validatorUrl: null keeps it from sending the
 * document to swagger.io's validator.
 */
const starter = `window.addEventListener('load', function () {
  window.SwaggerUIBundle({
    url: '/rest/docs',
    dom_id: '#api-reference',
    deepLinking: true,
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
    docExpansion: 'list',
    filter: true,
  });
});
`;

/** The files the page loads, by the name in their path: a file on disk or text of ours. */
export const apiReferenceFiles: Record<string, { type: string; path?: string; text?: string }> = {
  'swagger-ui.css': { type: 'text/css', path: join(swaggerUiFolder, 'swagger-ui.css') },
  'swagger-ui-bundle.js': { type: 'text/javascript', path: join(swaggerUiFolder, 'swagger-ui-bundle.js') },
  'api-reference.js': { type: 'text/javascript', text: starter },
  // Without an icon of its own the browser asks for /favicon.ico, which the portal does not have.
  'favicon-32x32.png': { type: 'image/png', path: join(swaggerUiFolder, 'favicon-32x32.png') },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** The page at /rest/docs/ui: same-origin scripts and a stylesheet only. */
export function apiReferencePage(title: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    '<link rel="icon" type="image/png" href="/rest/docs/ui/favicon-32x32.png">',
    '<link rel="stylesheet" href="/rest/docs/ui/swagger-ui.css">',
    '</head>',
    '<body>',
    '<main id="api-reference"></main>',
    '<script src="/rest/docs/ui/swagger-ui-bundle.js"></script>',
    '<script src="/rest/docs/ui/api-reference.js"></script>',
    '</body>',
    '</html>',
  ].join('\n');
}
