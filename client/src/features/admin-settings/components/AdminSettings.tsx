import { Carriers } from './Carriers';
import { LoadState, SettingsSection } from './SettingsSection';
import { DiscountCodes } from './DiscountCodes';
import { LegalDetailsForm } from './LegalDetailsSection';
import { PaymentSettingsForm } from './PaymentSettingsSection';
import { ShippingZones } from './ShippingZones';
import { StoreOptionsForm } from './StoreOptionsSection';
import { StoreIdentityForm } from './StoreIdentitySection';
import { TaxRates } from './TaxRates';
import { usePricingSettings } from '../hooks/use-pricing-settings';
import { useStoreIdentity } from '../hooks/use-store-identity';

/** The page's sections, in order: the in-page nav links to each by its id. */
export const SETTINGS_SECTIONS = [
  { id: 'shop-identity', title: 'Shop identity' },
  { id: 'store-options', title: 'Store options' },
  { id: 'shipping-zones', title: 'Shipping zones' },
  { id: 'tax-rates', title: 'Tax rates' },
  { id: 'carriers', title: 'Carriers' },
  { id: 'discount-codes', title: 'Discount codes' },
  { id: 'legal-details', title: 'Legal details' },
  { id: 'payments', title: 'Payments' },
] as const;

/**
 * The shop's identity (name, logo, contact details, links, About text), then the admin's money settings: store options, shipping zones and their delivery methods, tax rates,
 * carriers and their tracking links, discount codes, the legal details invoices show and the payment methods. The settings are read once (every change
 * answers them whole); the discount codes are a list of their own.
 */
export function AdminSettings() {
  const { settings, loading, failed, retry } = usePricingSettings();
  const settingsState = (what: string) => <LoadState loading={loading} failed={failed} retry={retry} what={what} />;
  const shop = useStoreIdentity();

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Settings</h1>
        <p className="mt-2 text-slate-600">
          Your shop&apos;s name and details, delivery, tax, carriers, discount codes and the details on your invoices.
        </p>
      </div>
      <nav aria-label="Settings sections">
        <ul className="flex flex-wrap gap-2">
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block rounded-full border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <SettingsSection
        id="shop-identity"
        title="Shop identity"
        description="Your shop's name, logo, contact details, social links and About page, everywhere the shop shows them."
      >
        {shop.identity ? (
          <StoreIdentityForm identity={shop.identity} />
        ) : (
          <LoadState loading={shop.loading} failed={shop.failed} retry={shop.retry} what="The shop identity" />
        )}
      </SettingsSection>
      <SettingsSection
        id="store-options"
        title="Store options"
        description="How orders are delivered and taxed, and where the shop is."
      >
        {settings ? <StoreOptionsForm settings={settings} /> : settingsState('The store options')}
      </SettingsSection>
      <SettingsSection
        id="shipping-zones"
        title="Shipping zones"
        description="Where you deliver and how: each zone lists its countries and its delivery methods."
      >
        {settings ? <ShippingZones settings={settings} /> : settingsState('The shipping zones')}
      </SettingsSection>
      <SettingsSection
        id="tax-rates"
        title="Tax rates"
        description="The tax on books and on shipping for each country, or for a region of it."
      >
        {settings ? <TaxRates settings={settings} /> : settingsState('The tax rates')}
      </SettingsSection>
      <SettingsSection
        id="carriers"
        title="Carriers"
        description="Who delivers your parcels: marking an order shipped offers them, and their tracking link."
      >
        {settings ? <Carriers settings={settings} /> : settingsState('The carriers')}
      </SettingsSection>
      <SettingsSection
        id="discount-codes"
        title="Discount codes"
        description="Codes shoppers type at checkout, with how often they were used and the discount they gave."
      >
        <DiscountCodes />
      </SettingsSection>
      <SettingsSection id="legal-details" title="Legal details" description="Shown on invoices.">
        {settings ? <LegalDetailsForm settings={settings} /> : settingsState('The legal details')}
      </SettingsSection>
      <SettingsSection
        id="payments"
        title="Payments"
        description="How shoppers may pay, and the bank account transfers go to."
      >
        {settings ? <PaymentSettingsForm settings={settings} /> : settingsState('The payment settings')}
      </SettingsSection>
    </div>
  );
}
