import { useState } from 'react';
import { AdminTable } from '@/components/AdminTable';
import { Badge } from '@/components/Badge';
import { buttonClasses } from '@/components/button-styles';
import { formatDateTime } from '@/lib/format';
import { getErrorMessage } from '@/lib/errors';
import { useMoney, type Money } from '@/lib/money-context';
import { useMediaQuery } from '@/lib/use-media-query';
import { useDeleteDiscountCode } from '../hooks/use-delete-discount-code';
import { useDiscountCodes, type DiscountCode } from '../hooks/use-discount-codes';
import { useSaveDiscountCode } from '../hooks/use-save-discount-code';
import { DiscountCodeForm } from './DiscountCodeForm';
import { EmptyNote, LoadState } from './SettingsSection';

const COLUMNS = [
  { label: 'Code' },
  { label: 'Discount' },
  { label: 'Minimum', align: 'right' },
  { label: 'Valid' },
  { label: 'Uses', align: 'right' },
  { label: 'Per customer', align: 'right' },
  { label: 'Given', align: 'right' },
  { label: 'Status' },
  { label: 'Actions', align: 'right' },
] as const;

function discountText(code: DiscountCode, money: Money): string {
  if (code.kind === 'PERCENTAGE') return `${code.percent ?? 0} % off`;
  if (code.kind === 'FIXED_AMOUNT') return `${money.format(code.amount ?? 0)} off`;
  return 'Free shipping';
}

function validText(code: DiscountCode): string {
  if (!code.startsAt && !code.endsAt) return 'Always';
  if (!code.endsAt) return `From ${formatDateTime(code.startsAt)}`;
  if (!code.startsAt) return `Until ${formatDateTime(code.endsAt)}`;
  return `${formatDateTime(code.startsAt)} – ${formatDateTime(code.endsAt)}`;
}

/** A code's figures and terms, as text for the table's cells and the cards' lines. */
function describe(code: DiscountCode, money: Money) {
  return {
    discount: discountText(code, money),
    minimum: code.minimumSubtotal === null ? '—' : money.format(code.minimumSubtotal),
    valid: validText(code),
    uses: `${code.uses} / ${code.maxUses ?? '∞'}`,
    perCustomer: code.perCustomer === null ? '—' : String(code.perCustomer),
    given: money.format(code.discountGiven),
  };
}

const deleteClasses =
  'rounded-lg px-2.5 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-500 disabled:opacity-50';

/** The discount codes with their figures: add, edit, enable or disable, delete (a used one: disable it). */
export function DiscountCodes() {
  const { codes, loading, failed, retry } = useDiscountCodes();
  const [editing, setEditing] = useState<{ code?: DiscountCode } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { deleteCode, deletingId, confirmDialog } = useDeleteDiscountCode();
  const { setEnabled, saving } = useSaveDiscountCode();
  const money = useMoney();
  const wide = useMediaQuery('(min-width: 768px)');

  async function onDelete(code: DiscountCode) {
    setRefusal(null);
    const result = await deleteCode(code);
    if (result.error) setRefusal(`${code.code}: ${getErrorMessage(result.error, 'The code could not be deleted.')}`);
  }

  const actions = (code: DiscountCode) => (
    <div className="flex flex-wrap justify-end gap-2">
      <button
        type="button"
        onClick={() => setEditing({ code })}
        aria-label={`Edit code ${code.code}`}
        className={buttonClasses('secondary', 'sm')}
      >
        Edit
      </button>
      <button
        type="button"
        disabled={saving}
        onClick={() => void setEnabled(code, !code.enabled)}
        aria-label={`${code.enabled ? 'Disable' : 'Enable'} code ${code.code}`}
        className={buttonClasses('secondary', 'sm')}
      >
        {code.enabled ? 'Disable' : 'Enable'}
      </button>
      <button
        type="button"
        disabled={deletingId === code.id}
        onClick={() => void onDelete(code)}
        aria-label={`Delete code ${code.code}`}
        className={deleteClasses}
      >
        Delete
      </button>
    </div>
  );

  const status = (code: DiscountCode) =>
    code.enabled ? <Badge tone="green">Enabled</Badge> : <Badge tone="slate">Disabled</Badge>;

  return (
    <div className="space-y-4">
      <div>
        <button type="button" onClick={() => setEditing({})} className={buttonClasses('primary', 'sm')}>
          Add discount code
        </button>
      </div>
      {refusal && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {refusal}
        </p>
      )}
      <LoadState loading={loading} failed={failed} retry={retry} what="The discount codes" />
      {codes && codes.length === 0 && <EmptyNote>No discount codes yet.</EmptyNote>}
      {codes && codes.length > 0 && wide && (
        <AdminTable columns={COLUMNS} busy={Boolean(deletingId) || saving}>
          {codes.map((code) => {
            const text = describe(code, money);
            return (
              <tr key={code.id}>
                <th scope="row" className="px-4 py-3 font-mono font-semibold text-slate-900">
                  {code.code}
                </th>
                <td className="px-4 py-3 text-slate-700">{text.discount}</td>
                <td className="px-4 py-3 text-right tabular-nums">{text.minimum}</td>
                <td className="px-4 py-3 text-slate-700">{text.valid}</td>
                <td className="px-4 py-3 text-right tabular-nums">{text.uses}</td>
                <td className="px-4 py-3 text-right tabular-nums">{text.perCustomer}</td>
                <td className="px-4 py-3 text-right tabular-nums">{text.given}</td>
                <td className="px-4 py-3">{status(code)}</td>
                <td className="px-4 py-3">{actions(code)}</td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      {codes && codes.length > 0 && !wide && (
        <ul className="space-y-3">
          {codes.map((code) => {
            const text = describe(code, money);
            return (
              <li key={code.id} aria-label={`Code ${code.code}`} className="rounded-xl border border-slate-200 p-4">
                <div className="flex items-center justify-between gap-2">
                  <p className="font-mono font-semibold text-slate-900">{code.code}</p>
                  {status(code)}
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  {(
                    [
                      ['Discount', text.discount],
                      ['Minimum', text.minimum],
                      ['Valid', text.valid],
                      ['Uses', text.uses],
                      ['Per customer', text.perCustomer],
                      ['Given', text.given],
                    ] as const
                  ).map(([label, value]) => (
                    <div key={label} className="contents">
                      <dt className="text-slate-600">{label}</dt>
                      <dd className="text-slate-900">{value}</dd>
                    </div>
                  ))}
                </dl>
                <div className="mt-3">{actions(code)}</div>
              </li>
            );
          })}
        </ul>
      )}
      {editing && <DiscountCodeForm code={editing.code} onClose={() => setEditing(null)} />}
      {confirmDialog}
    </div>
  );
}
