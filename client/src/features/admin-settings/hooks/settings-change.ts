import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useState } from 'react';
import { type PricingSettingsFieldsFragment } from '@/gql/graphql';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { GetPricingSettingsDocument } from '../api/GetPricingSettings.generated';
import { SETTINGS_SCOPE } from './use-pricing-settings';

/** What a save tells its form: done, or the server's refusal (already toasted) to show at a field. */
export type SaveResult = { ok: true } | { ok: false; error: unknown };

interface SettingsPayload {
  message: string;
  settings: PricingSettingsFieldsFragment;
}

/** Every settings change answers the whole settings: they replace the cached ones. */
export function writeSettings(cache: ApolloCache, settings: PricingSettingsFieldsFragment): void {
  cache.writeQuery({ query: GetPricingSettingsDocument, data: { pricingSettings: settings } });
}

/**
 * The shared body of the settings change hooks (use-save-zone.ts and its siblings): runs one
 * mutation, writes the settings it answers into the cache, toasts the server's message; a failure
 * toasts the server's message or `fallback` and is handed back for the form to show at its field.
 */
export function useSettingsChange<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  payloadOf: (data: TData) => SettingsPayload,
  fallback: string,
) {
  const [mutateTyped] = useMutation(document);
  // useMutation's options type cannot be spelled for any TVariables: this is its shape.
  const mutate = mutateTyped as unknown as (options: {
    variables: TVariables;
    update: (cache: ApolloCache, result: { data?: TData | null }) => void;
  }) => Promise<{ data?: TData | null }>;
  const [busy, setBusy] = useState(false);

  async function run(variables: TVariables): Promise<SaveResult> {
    setBusy(true);
    try {
      const { data } = await mutate({
        variables,
        update: (cache, result) => result.data && writeSettings(cache, payloadOf(result.data).settings),
      });
      if (!data) throw new Error('Empty settings answer');
      notifySuccess(payloadOf(data).message, { scope: SETTINGS_SCOPE });
      return { ok: true };
    } catch (error) {
      notifyFailure(error, fallback, { scope: SETTINGS_SCOPE });
      return { ok: false, error };
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
