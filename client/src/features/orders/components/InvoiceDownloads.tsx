import { useState } from 'react';
import { buttonClasses } from '@/components/button-styles';
import type { InvoiceSummaryFieldsFragment } from '@/gql/graphql';
import { notifyFailure } from '@/lib/notify';
import { downloadFile } from '@/lib/rest';

interface Documents {
  invoice?: InvoiceSummaryFieldsFragment | null;
  creditNote?: InvoiceSummaryFieldsFragment | null;
}

/** The document's REST path as downloadFile takes it (after `/api`). */
const restPath = (downloadPath: string) => downloadPath.replace(/^\/api(?=\/)/, '');

/**
 * "Download invoice 2026-000123" (and the credit note once there is one): each PDF fetched with
 * the session's token from the reader's route (the order says which) and saved. Nothing while the
 * order has no invoice yet.
 */
export function InvoiceDownloads({ order }: { order: Documents }) {
  const [pending, setPending] = useState<string | null>(null);
  const documents = [
    order.invoice && { label: 'Download invoice', kind: 'invoice', summary: order.invoice },
    order.creditNote && { label: 'Download credit note', kind: 'credit-note', summary: order.creditNote },
  ].filter((document): document is { label: string; kind: string; summary: InvoiceSummaryFieldsFragment } =>
    Boolean(document),
  );
  if (!documents.length) return null;

  async function download(kind: string, summary: InvoiceSummaryFieldsFragment) {
    if (pending) return;
    setPending(summary.number);
    try {
      await downloadFile(restPath(summary.downloadPath), `${kind}-${summary.number}.pdf`);
    } catch (error) {
      notifyFailure(error, `The ${kind === 'invoice' ? 'invoice' : 'credit note'} could not be downloaded`);
    } finally {
      setPending(null);
    }
  }

  return (
    <section
      aria-labelledby="order-documents-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="order-documents-heading" className="text-lg font-semibold text-slate-900">
        {order.creditNote ? 'Invoice and credit note' : 'Invoice'}
      </h2>
      <div className="mt-3 flex flex-wrap gap-3">
        {documents.map(({ label, kind, summary }) => (
          <button
            key={kind}
            type="button"
            onClick={() => void download(kind, summary)}
            aria-disabled={pending !== null}
            aria-busy={pending === summary.number}
            className={buttonClasses('secondary', 'md')}
          >
            {label} <span className="whitespace-nowrap">{summary.number}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
