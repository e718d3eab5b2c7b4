import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { CountrySelect } from '@/components/CountrySelect';
import { FormField, inputClasses } from '@/components/FormField';
import { useCountries } from '@/lib/use-countries';
import { useSaveOptions } from '../hooks/use-save-options';
import type { PricingSettings } from '../hooks/use-pricing-settings';
import { showServerRefusal } from '../server-errors';
import { optionsSchema, type OptionsValues } from '../validation';
import { SwitchField } from './DialogForm';
import { FormError } from './SettingsSection';

const toValues = (settings: PricingSettings): OptionsValues => ({
  collectInStore: settings.collectInStore,
  pricesIncludeTax: settings.pricesIncludeTax,
  shopCountry: settings.shopCountry,
  shopRegion: settings.shopRegion,
});

/** Collection in store, the tax mode and the shop's country and region, saved together. */
export function StoreOptionsForm({ settings }: { settings: PricingSettings }) {
  const id = useId();
  const { countries, failed } = useCountries();
  const { save, saving } = useSaveOptions();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<OptionsValues>({ resolver: zodResolver(optionsSchema), values: toValues(settings) });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await save(values);
    if (result.ok) reset(values);
    else
      setFormError(
        showServerRefusal(result.error, setError, [
          [/^Shop country/, 'shopCountry'],
          [/^Shop region/, 'shopRegion'],
        ]),
      );
  });

  return (
    <form aria-label="Store options" noValidate onSubmit={onSubmit} className="space-y-5">
      <SwitchField
        id={`${id}-collect`}
        label="Collect in store"
        hint="On: shoppers may collect their order in store, at no charge and without an address. Off: every order is delivered."
        {...register('collectInStore')}
      />
      <SwitchField
        id={`${id}-tax`}
        label="Prices include tax"
        hint="On: book and shipping prices already include tax, and the tax shown is the part of the total that is tax (most of Europe). Off: tax is added on top of the prices (the US)."
        {...register('pricesIncludeTax')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-country`}
          label="Shop country"
          hint="Where collected orders are taxed."
          error={errors.shopCountry?.message}
        >
          {(control) => (
            <CountrySelect
              control={control}
              field={() => register('shopCountry')}
              countries={countries}
              failed={failed}
              placeholder="Not set"
            />
          )}
        </FormField>
        <FormField
          id={`${id}-region`}
          label="Shop region"
          hint="Optional: for a regional tax rate."
          error={errors.shopRegion?.message}
        >
          {(control) => <input {...control} {...register('shopRegion')} className={inputClasses} />}
        </FormField>
      </div>
      <FormError message={formError} />
      <div className="flex justify-end">
        <button type="submit" disabled={saving || !isDirty} className={buttonClasses('primary', 'md')}>
          {saving ? 'Saving...' : 'Save store options'}
        </button>
      </div>
    </form>
  );
}
