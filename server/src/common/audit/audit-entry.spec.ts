import {
  AUDIT_VALUE_MAX,
  auditEntry,
  AuditAction,
  auditMoney,
  auditText,
  AuditTargetType,
  withAudit,
} from './audit-entry';

const admin = { _id: '64d4000000000000000000ff', name: 'Store Admin' };
const book = { type: AuditTargetType.BOOK, id: '64d4000000000000000000b1', label: 'Dune' };

describe('audit entries', () => {
  it('keeps only the fields whose text changed, as text, with null for none', () => {
    const entry = auditEntry(
      admin,
      AuditAction.BOOK_UPDATED,
      book,
      { price: auditMoney(1000), stock: 4, isbn: null, title: 'Dune' },
      { price: auditMoney(1250), stock: 4, isbn: '9780441013593', title: 'Dune' },
    );
    expect(entry.changes).toEqual([
      { field: 'price', before: '10.00', after: '12.50' },
      { field: 'isbn', before: null, after: '9780441013593' },
    ]);
    expect(entry.actor).toEqual({ id: admin._id, name: 'Store Admin' });
    expect(entry.target).toEqual(book);
  });

  it('truncates a long value to 200 characters, counted in code points, ending with an ellipsis', () => {
    const long = '📚'.repeat(300);
    const text = auditText(long)!;
    expect([...text]).toHaveLength(AUDIT_VALUE_MAX);
    expect(text.endsWith('…')).toBe(true);
    expect(auditText('short')).toBe('short');
    expect(auditText('')).toBeNull();
    expect(auditText(new Date('2026-03-05T10:30:00.000Z'))).toBe('2026-03-05T10:30:00.000Z');
  });

  it("adds the entry to an update's own $push and $set, keeping what they had", () => {
    const entry = auditEntry(
      admin,
      AuditAction.ORDER_STATUS_CHANGED,
      book,
      { status: 'pending' },
      { status: 'shipped' },
    );
    const update = { $set: { status: 'shipped' }, $push: { statusHistory: { status: 'shipped' } } };
    expect(withAudit(update, entry)).toEqual({
      $set: { status: 'shipped', auditDue: true },
      $push: { statusHistory: { status: 'shipped' }, audit: entry },
    });
    expect(withAudit(update, undefined)).toBe(update);
  });
});
