import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClasses } from '@/components/button-styles';
import { FormField, inputClasses } from '@/components/FormField';
import { ImagePicker, usePreview } from '@/components/ImagePicker';
import { STORE_IDENTITY_LIMITS } from '@/config/rules';
import { textLength } from '@/lib/validation';
import { useSaveIdentity } from '../hooks/use-save-identity';
import type { StoreIdentity } from '../hooks/use-store-identity';
import { useStoreLogo } from '../hooks/use-store-logo';
import { showServerRefusal } from '../server-errors';
import { identitySchema, type IdentityValues } from '../validation';
import { BrandPreview } from './BrandPreview';
import { FormError } from './SettingsSection';
import { SocialLinksField } from './SocialLinksField';

const valuesOf = (identity: StoreIdentity): IdentityValues => ({
  name: identity.name,
  email: identity.email,
  phone: identity.phone,
  address: identity.address,
  about: identity.about,
  socialLinks: identity.socialLinks.map(({ url }) => ({ url })),
});

/**
 * The shop's name, logo, contact details, social links and About text, with a preview of the
 * header's and footer's brand as they will look. The logo is saved on its own (a file); the other
 * fields together. Refusals show at their field.
 */
export function StoreIdentityForm({ identity }: { identity: StoreIdentity }) {
  const id = useId();
  const { save, saving } = useSaveIdentity();
  const logo = useStoreLogo();
  const [formError, setFormError] = useState<string | null>(null);
  const [logoFile, setLogoFile] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const logoPreview = usePreview(logoFile);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<IdentityValues>({ resolver: zodResolver(identitySchema), values: valuesOf(identity) });
  const name = useWatch({ control, name: 'name' });
  const about = useWatch({ control, name: 'about' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await save(values);
    if (result.ok) reset(values);
    else
      setFormError(
        showServerRefusal(result.error, setError, [
          [/^Shop name/, 'name'],
          [/^(Contact email|Email)/, 'email'],
          [/^Phone/, 'phone'],
          [/^Postal address/, 'address'],
          [/^About text/, 'about'],
          [/social link/i, 'socialLinks'],
        ]),
      );
  });

  async function uploadLogo() {
    if (!logoFile) return;
    setLogoError(null);
    const result = await logo.upload(logoFile);
    if (result.ok) setLogoFile(null);
    else setLogoError(showServerRefusal(result.error, () => undefined, []));
  }

  async function removeLogo() {
    setLogoError(null);
    const result = await logo.removeLogo();
    if (!result.ok) setLogoError(showServerRefusal(result.error, () => undefined, []));
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div className="min-w-0 space-y-8">
        <section aria-labelledby={`${id}-logo-heading`} className="space-y-3">
          <h3 id={`${id}-logo-heading`} className="text-base font-semibold text-slate-900">
            Logo
          </h3>
          <ImagePicker
            id={`${id}-logo`}
            label="Logo image"
            shape="logo"
            file={logoFile}
            onChange={setLogoFile}
            currentUrl={identity.logoUrl}
            hint="A square image looks best: it is shown 36 px high beside the name. JPEG, PNG, WebP or GIF, up to 5 MB."
            disabled={logo.busy}
            onRemoveCurrent={() => void removeLogo()}
          />
          <FormError message={logoError} />
          {logoFile && (
            <div className="flex justify-end">
              <button
                type="button"
                onClick={() => void uploadLogo()}
                disabled={logo.busy}
                className={buttonClasses('primary', 'md')}
              >
                {logo.busy ? 'Saving...' : 'Save logo'}
              </button>
            </div>
          )}
        </section>

        <form aria-label="Shop identity" noValidate onSubmit={onSubmit} className="space-y-4">
          <FormField id={`${id}-name`} label="Shop name" required error={errors.name?.message}>
            {(field) => <input {...field} {...register('name')} autoComplete="organization" className={inputClasses} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-email`}
              label="Contact email"
              hint="On the contact page and in the footer; contact messages and the shop's notifications (new complaints, low stock) go here."
              error={errors.email?.message}
            >
              {(field) => (
                <input {...field} {...register('email')} type="email" autoComplete="email" className={inputClasses} />
              )}
            </FormField>
            <FormField id={`${id}-phone`} label="Phone" error={errors.phone?.message}>
              {(field) => (
                <input {...field} {...register('phone')} type="tel" autoComplete="tel" className={inputClasses} />
              )}
            </FormField>
          </div>
          <FormField id={`${id}-address`} label="Postal address" error={errors.address?.message}>
            {(field) => <textarea {...field} {...register('address')} rows={3} className={inputClasses} />}
          </FormField>
          <SocialLinksField id={`${id}-social`} control={control} register={register} errors={errors} />
          <FormField
            id={`${id}-about`}
            label="About page text"
            hint={`Shown on the About page in place of the standard text; a blank line starts a new paragraph. ${textLength(about ?? '')} of ${STORE_IDENTITY_LIMITS.about} characters.`}
            error={errors.about?.message}
          >
            {(field) => <textarea {...field} {...register('about')} rows={8} className={inputClasses} />}
          </FormField>
          <FormError message={formError} />
          <div className="flex justify-end">
            <button type="submit" disabled={saving || !isDirty} className={buttonClasses('primary', 'md')}>
              {saving ? 'Saving...' : 'Save shop identity'}
            </button>
          </div>
        </form>
      </div>
      <div className="min-w-0 lg:sticky lg:top-20 lg:self-start">
        <BrandPreview name={name ?? ''} logoUrl={logoPreview ?? identity.logoUrl} />
      </div>
    </div>
  );
}
