import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useConfirm, type ConfirmOptions } from '@/components/use-confirm';
import { type PricingSettingsFieldsFragment } from '@/gql/graphql';
import { useSettingsChange } from './settings-change';

/**
 * The shared body of the settings deletions: asks first (render `confirmDialog`), then deletes
 * through useSettingsChange. Resolves true once deleted.
 */
export function useSettingsDelete<TData>(
  document: TypedDocumentNode<TData, { id: string }>,
  payloadOf: (data: TData) => { message: string; settings: PricingSettingsFieldsFragment },
  fallback: string,
) {
  const { run, busy } = useSettingsChange(document, payloadOf, fallback);
  const { confirm, confirmDialog } = useConfirm();
  async function remove(id: string, question: ConfirmOptions): Promise<boolean> {
    if (busy || !(await confirm({ confirmLabel: 'Delete', ...question }))) return false;
    return (await run({ id })).ok;
  }
  return { remove, deleting: busy, confirmDialog };
}
