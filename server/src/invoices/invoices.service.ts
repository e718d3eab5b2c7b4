import { Inject, Injectable } from '@nestjs/common';
import { Types } from 'mongoose';
import type { AuthUser } from '../common/auth/role';
import { AppError } from '../common/errors/app-error';
import { ErrorCode } from '../common/errors/error-code';
import { lineTotalCents } from '../common/money/money';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { type InvoiceableOrder, OrderInvoicing } from '../orders/order-invoicing';
import { OrderDocumentKind } from '../orders/order-states';
import { OrdersService } from '../orders/orders.service';
import { PricingSettingsService } from '../pricing/pricing-settings.service';
import { StoreIdentityService } from '../store-identity/store-identity.service';
import { fileNameOf, renderInvoicePdf } from './invoice-pdf';
import { type Draft, InvoiceNumbering } from './invoice-numbering';
import { invoiceIdOf, InvoicesRepository, type StoredInvoice } from './invoices.repository';
import type { Invoice } from './schemas/invoice.schema';

/** The shop's legal details as the settings hold them. */
type Legal = Awaited<ReturnType<PricingSettingsService['rules']>>['legal'];
/** The shop's identity as the seller's details read it. */
type Seller = Pick<Awaited<ReturnType<StoreIdentityService['identity']>>, 'name' | 'address' | 'email' | 'phone'>;

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
    private readonly identity: StoreIdentityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Issues the orders' documents of `kind` unless they have one, numbered together, and records
   * them on the orders; an order that gets none (never placed, or a credit note for an order never
   * invoiced: placed before invoices) only loses its flag. A credit note's invoice is issued first
   * if it is still due. The documents issued (or found), by order id.
   */
  async issueMany(orderIds: readonly string[], kind: OrderDocumentKind): Promise<Map<string, StoredInvoice>> {
    const ids = [...new Set(orderIds)].filter((id) => Types.ObjectId.isValid(id));
    if (!ids.length) return new Map();
    if (kind === OrderDocumentKind.CREDIT_NOTE)
      await this.issueMany(await this.orders.dueOf(ids, OrderDocumentKind.INVOICE), OrderDocumentKind.INVOICE);
    const issued = await this.numbering.issue(kind, ids, this.draft);
    await this.orders.issuedMany(
      kind,
      ids.map((id) => {
        const document = issued.get(id);
        return {
          id,
          summary: document
            ? { number: document.number, issuedAt: document.issuedAt, totalCents: document.totalCents }
            : null,
        };
      }),
    );
    return issued;
  }

  /** Issues the order's document of `kind` (see issueMany); null when it gets none. */
  async issue(orderId: string, kind: OrderDocumentKind): Promise<StoredInvoice | null> {
    return (await this.issueMany([orderId], kind)).get(orderId) ?? null;
  }

  /** Issues every document due (a batch of each kind); how many were issued. */
  async issueDue(limit?: number): Promise<number> {
    let issued = 0;
    for (const kind of [OrderDocumentKind.INVOICE, OrderDocumentKind.CREDIT_NOTE]) {
      issued += (await this.issueMany(await this.orders.due(kind, limit), kind)).size;
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

  /** The documents orders get with these numbers (InvoiceNumbering's `Draft`). */
  private readonly draft: Draft = async (kind, requests) => {
    const ids = requests.map((request) => request.orderId);
    const orders = await this.orders.ordersFor(ids, kind);
    if (kind === OrderDocumentKind.INVOICE) {
      const { legal } = await this.pricing.rules();
      const store = await this.identity.identity();
      return requests.map(({ orderId, number, issuedAt }) => {
        const order = orders.get(orderId);
        return order ? this.invoiceOf(order, legal, store, number, issuedAt) : null;
      });
    }
    const invoices = new Map(
      (await this.repository.findMany(OrderDocumentKind.INVOICE, ids)).map((invoice) => [
        String(invoice.order),
        invoice,
      ]),
    );
    return requests.map(({ orderId, number, issuedAt }) => {
      const invoice = invoices.get(orderId);
      return invoice && orders.has(orderId) ? this.creditNoteOf(invoice, number, issuedAt) : null;
    });
  };

  /** An invoice, with the seller as the legal details and the shop's identity say at `issuedAt` (kept as issued). */
  private invoiceOf(
    order: InvoiceableOrder,
    legal: Legal | undefined,
    store: Seller,
    number: string,
    issuedAt: Date,
  ): Invoice {
    const orderId = order.orderId;
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
        address: legal?.address || store.address,
        taxNumber: legal?.taxNumber ?? '',
        email: store.email,
        phone: store.phone,
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
  private creditNoteOf(invoice: StoredInvoice, number: string, issuedAt: Date): Invoice {
    const orderId = String(invoice.order);
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
