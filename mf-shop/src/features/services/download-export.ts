import type { ShopExportFormat, ShopServiceName } from '@portal/contracts';
import { call } from '@portal/web-kit';

/** The file name the server gave in Content-Disposition, else a sensible default. */
export function fileNameOf(response: Response, format: ShopExportFormat): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : `bookings.${format}`;
}

/** Fetches the export (of one service, or all) and hands it to the browser as a download. */
export async function downloadExport(format: ShopExportFormat, service?: ShopServiceName): Promise<void> {
  const response = await call('shopExport', { params: { format }, body: service ? { service } : {} });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response, format);
  link.click();
  URL.revokeObjectURL(url);
}
