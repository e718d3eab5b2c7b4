import { useState } from 'react';
import { notifyFailure } from '@/lib/notify';
import { downloadFile } from '@/lib/rest';

/** The REST paths (after `/api`) of one order's packing slip and of several orders' together. */
export const packingSlipPath = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}/packing-slip`;
export const packingSlipsPath = (orderIds: readonly string[]) =>
  `/admin/orders/packing-slips?ids=${orderIds.map(encodeURIComponent).join(',')}`;

/**
 * Downloads packing slips as one PDF: one order's, or several orders' (at most 100, the server's
 * limit) in the order given. A failure is toasted with the server's message ("Order not found: …").
 */
export function usePackingSlips() {
  const [downloading, setDownloading] = useState(false);

  async function download(orderIds: readonly string[]): Promise<void> {
    if (downloading || !orderIds.length) return;
    setDownloading(true);
    try {
      if (orderIds.length === 1) {
        await downloadFile(packingSlipPath(orderIds[0]), 'packing-slip.pdf');
      } else {
        await downloadFile(packingSlipsPath(orderIds), `packing-slips-${orderIds.length}-orders.pdf`);
      }
    } catch (error) {
      notifyFailure(
        error,
        orderIds.length === 1
          ? 'The packing slip could not be downloaded'
          : 'The packing slips could not be downloaded',
      );
    } finally {
      setDownloading(false);
    }
  }

  return { download, downloading };
}
