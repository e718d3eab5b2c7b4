import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { AddDiscountCodeDocument } from '../api/AddDiscountCode.generated';
import { ListDiscountCodesDocument } from '../api/ListDiscountCodes.generated';
import { UpdateDiscountCodeDocument } from '../api/UpdateDiscountCode.generated';
import {
  codeSchema,
  isoOrNull,
  numberOrNull,
  toLocalDateTime,
  type CodeValues,
  type DiscountKindValue,
} from '../validation';
import type { SaveResult } from './settings-change';
import type { DiscountCode } from './use-discount-codes';
import { SETTINGS_SCOPE } from './use-pricing-settings';

const FALLBACK = 'Failed to save the discount code';

/** What the server takes: only the kind's own value, blank numbers and dates as null. */
function toInput(values: CodeValues) {
  const code = codeSchema.parse(values);
  return {
    code: code.code,
    kind: code.kind,
    percent: code.kind === 'PERCENTAGE' ? Number(code.percent) : null,
    amount: code.kind === 'FIXED_AMOUNT' ? Number(code.amount) : null,
    minimumSubtotal: numberOrNull(code.minimumSubtotal),
    startsAt: isoOrNull(code.startsAt),
    endsAt: isoOrNull(code.endsAt),
    maxUses: numberOrNull(code.maxUses),
    perCustomer: numberOrNull(code.perCustomer),
    enabled: code.enabled,
  };
}

/** A code's terms as its form holds them. */
export const codeValues = (code: DiscountCode): CodeValues => ({
  code: code.code,
  kind: code.kind as DiscountKindValue,
  percent: code.percent === null ? '' : String(code.percent),
  amount: code.amount === null ? '' : String(code.amount),
  minimumSubtotal: code.minimumSubtotal === null ? '' : String(code.minimumSubtotal),
  startsAt: toLocalDateTime(code.startsAt),
  endsAt: toLocalDateTime(code.endsAt),
  maxUses: code.maxUses === null ? '' : String(code.maxUses),
  perCustomer: code.perCustomer === null ? '' : String(code.perCustomer),
  enabled: code.enabled,
});

/**
 * Adds a discount code (`id` null), saves an edit, or enables or disables one (an edit of its
 * `enabled` alone). A new code joins the top of the cached list; an edited one is updated in
 * place by its id. Success: the server's 'Discount code added' or 'Discount code updated'.
 * Failure: the server's message (e.g. 'A discount code with this code exists already') or
 * 'Failed to save the discount code', handed back for the form to show at its field.
 */
export function useSaveDiscountCode() {
  const [add] = useMutation(AddDiscountCodeDocument);
  const [update] = useMutation(UpdateDiscountCodeDocument);
  const [saving, setSaving] = useState(false);

  async function save(id: string | null, values: CodeValues): Promise<SaveResult> {
    setSaving(true);
    try {
      const input = toInput(values);
      const payload = id
        ? (await update({ variables: { id, input } })).data?.updateDiscountCode
        : (
            await add({
              variables: { input },
              update: (cache, { data }) => {
                const added = data?.addDiscountCode.discountCode;
                if (!added) return;
                cache.updateQuery({ query: ListDiscountCodesDocument }, (list) =>
                  list ? { discountCodes: [added, ...list.discountCodes] } : list,
                );
              },
            })
          ).data?.addDiscountCode;
      if (!payload) throw new Error('Empty discount code answer');
      notifySuccess(payload.message, { scope: SETTINGS_SCOPE });
      return { ok: true };
    } catch (error) {
      notifyFailure(error, FALLBACK, { scope: SETTINGS_SCOPE });
      return { ok: false, error };
    } finally {
      setSaving(false);
    }
  }

  const setEnabled = (code: DiscountCode, enabled: boolean) => save(code.id, { ...codeValues(code), enabled });

  return { save, setEnabled, saving };
}
