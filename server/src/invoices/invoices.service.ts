import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { AuthUser } from '../common/auth/role';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { lineTotalCents } from '../common/money/money';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { OrderInvoicing } from '../orders/order-invoicing';
import { OrderDocumentKind } from '../orders/order-states';
import { OrdersService } from '../orders/orders.service';
import { PricingSettingsService } from '../pricing/pricing-settings.service';
import { fileNameOf, renderInvoicePdf } from './invoice-pdf';
import { InvoiceNumbering } from './invoice-numbering';
import { invoiceIdOf, InvoicesRepository, type StoredInvoice } from './invoices.repository';
import type { Invoice } from './schemas/invoice.schema';

const notIssued = (kind: OrderDocumentKind) =>
  kind === OrderDocumentKind.INVOICE
    ? new AppError(ErrorCode.INVOICE_NOT_FOUND, 'This order has no invoice yet.')
    : new AppError(ErrorCode.CREDIT_NOTE_NOT_FOUND, 'This order has no credit note.');

/** A document as it downloads. */
export interface InvoiceFile {
  fileName: string;
  content: Buffer;
}

/**
 * Every placed order's invoice, and a cancelled invoiced order's credit note: issued once each,
 * numbered without gaps (InvoiceNumbering), stored as a snapshot of what they show (the order as
 * OrderInvoicing reads it, the shop's legal details then, falling back to its name and contact),
 * recorded on the order, and drawn as a PDF on download (invoice-pdf.ts). InvoicesRelay decides
 * when to issue.
 */
@Injectable()
export class InvoicesService {
  constructor(
    private readonly repository: InvoicesRepository,
    private readonly numbering: InvoiceNumbering,
    private readonly orders: OrderInvoicing,
    private readonly ordering: OrdersService,
    private readonly pricing: PricingSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Issues the order's document of `kind` unless it has one, and records it on the order; null
   * when it gets none: an order never placed, or a credit note for an order never invoiced (an
   * order placed before invoices). A credit note's invoice is issued first if it is still due.
   */
  async issue(orderId: string, kind: OrderDocumentKind): Promise<StoredInvoice | null> {
    if (kind === OrderDocumentKind.CREDIT_NOTE && !(await this.repository.findOf(OrderDocumentKind.INVOICE, orderId))) {
      const invoiced = (await this.orders.isDue(orderId, OrderDocumentKind.INVOICE))
        ? await this.issue(orderId, OrderDocumentKind.INVOICE)
        : null;
      if (!invoiced) {
        await this.orders.notDue(orderId, kind);
        return null;
      }
    }
    const issued = await this.numbering.issue(kind, orderId, this.draft);
    if (!issued) {
      if (Types.ObjectId.isValid(orderId)) await this.orders.notDue(orderId, kind);
      return null;
    }
    await this.orders.issued(orderId, kind, {
      number: issued.number,
      issuedAt: issued.issuedAt,
      totalCents: issued.totalCents,
    });
    return issued;
  }

  /** Issues every document due (a batch of each kind); how many were issued. */
  async issueDue(limit?: number): Promise<number> {
    let issued = 0;
    for (const kind of [OrderDocumentKind.INVOICE, OrderDocumentKind.CREDIT_NOTE]) {
      for (const id of await this.orders.due(kind, limit)) {
        if (await this.issue(id, kind)) issued += 1;
      }
    }
    return issued;
  }

  /** Finishes the numbers claimed and not finished (a crash between a claim and its document). */
  finishClaims(): Promise<number> {
    return this.numbering.finishClaims(this.draft);
  }

  /** The shopper's own order's document as a PDF: another's order is 404 as the order itself is. */
  async downloadMine(user: AuthUser, orderId: string, kind: OrderDocumentKind): Promise<InvoiceFile> {
    await this.ordering.assertOwnedBy(user, orderId);
    const invoice = await this.repository.findOf(kind, orderId);
    if (!invoice) throw notIssued(kind);
    return this.fileOf(invoice);
  }

  /** Any order's document as a PDF (the admin's). */
  async download(orderId: string, kind: OrderDocumentKind): Promise<InvoiceFile> {
    const invoice = await this.repository.findOf(kind, orderId);
    if (invoice) return this.fileOf(invoice);
    await this.ordering.findAny(orderId); // 404 for no such order
    throw notIssued(kind);
  }

  private async fileOf(invoice: StoredInvoice): Promise<InvoiceFile> {
    return { fileName: fileNameOf(invoice), content: await renderInvoicePdf(invoice) };
  }

  /** The document an order gets with this number (InvoiceNumbering's `Draft`). */
  private readonly draft = async (
    kind: OrderDocumentKind,
    orderId: string,
    number: string,
    issuedAt: Date,
  ): Promise<Invoice | null> =>
    kind === OrderDocumentKind.INVOICE
      ? this.invoiceOf(orderId, number, issuedAt)
      : this.creditNoteOf(orderId, number, issuedAt);

  private async invoiceOf(orderId: string, number: string, issuedAt: Date): Promise<Invoice | null> {
    const order = await this.orders.orderFor(orderId, OrderDocumentKind.INVOICE);
    if (!order) return null;
    const { legal } = await this.pricing.rules();
    const store = this.config.store;
    const totals = order.totals;
    const subtotalCents = totals?.subtotalCents ?? order.totalCents;
    return {
      _id: invoiceIdOf(OrderDocumentKind.INVOICE, orderId),
      kind: OrderDocumentKind.INVOICE,
      number,
      order: new Types.ObjectId(orderId),
      orderNumber: order.shortId,
      orderedAt: order.orderedAt,
      issuedAt,
      currency: this.config.storeCurrency,
      seller: {
        name: legal?.name || store.name,
        address: legal?.address || store.address || '',
        taxNumber: legal?.taxNumber ?? '',
        email: store.email ?? '',
        phone: store.phone ?? '',
      },
      buyer: order.buyer,
      deliveryAddress: order.deliveryAddress,
      inStore: order.inStore,
      lines: order.lines.map((line) => ({ ...line, totalCents: lineTotalCents(line.unitCents, line.quantity) })),
      taxLines: (totals?.taxLines ?? []).map(({ ratePpm, baseCents, taxCents }) => ({ ratePpm, baseCents, taxCents })),
      taxIncluded: totals?.taxIncluded ?? true,
      subtotalCents,
      discountCents: totals?.discountCents ?? 0,
      discountCode: totals?.discount?.code ?? '',
      shippingCents: totals?.shippingCents ?? 0,
      shippingMethod: totals?.shipping?.name ?? '',
      taxCents: totals?.taxCents ?? 0,
      totalCents: order.totalCents,
    };
  }

  /** A credit note: its invoice with every amount negated, referring to it. */
  private async creditNoteOf(orderId: string, number: string, issuedAt: Date): Promise<Invoice | null> {
    const invoice = await this.repository.findOf(OrderDocumentKind.INVOICE, orderId);
    if (!invoice || !(await this.orders.orderFor(orderId, OrderDocumentKind.CREDIT_NOTE))) return null;
    const negate = (cents: number) => (cents === 0 ? 0 : -cents);
    return {
      ...invoice,
      _id: invoiceIdOf(OrderDocumentKind.CREDIT_NOTE, orderId),
      kind: OrderDocumentKind.CREDIT_NOTE,
      number,
      issuedAt,
      refersTo: invoice.number,
      lines: invoice.lines.map((line) => ({
        ...line,
        unitCents: negate(line.unitCents),
        totalCents: negate(line.totalCents),
      })),
      taxLines: invoice.taxLines.map((tax) => ({
        ratePpm: tax.ratePpm,
        baseCents: negate(tax.baseCents),
        taxCents: negate(tax.taxCents),
      })),
      subtotalCents: negate(invoice.subtotalCents),
      discountCents: negate(invoice.discountCents),
      shippingCents: negate(invoice.shippingCents),
      taxCents: negate(invoice.taxCents),
      totalCents: negate(invoice.totalCents),
    };
  }
}
