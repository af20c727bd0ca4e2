import { displayCountry } from '@tourniquet/domain';
import { Loader2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { ApiError } from '../../../lib/api.ts';
import { useUpdateProfile, type ProfileResponse, type ProfileUpdate } from '../api/profile-api.ts';
import { SettingsSection } from './settings-section.tsx';

type TextField = Exclude<keyof ProfileUpdate, 'smsOptIn' | 'avatarUrl'>;
type Values = Record<TextField, string>;

const FIELDS: { name: TextField; label: string; autoComplete?: string; type?: string; wide?: boolean }[] = [
  { name: 'displayName', label: 'Display Name', autoComplete: 'name', wide: true },
  { name: 'phone', label: 'Phone', autoComplete: 'tel-national', type: 'tel', wide: true },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'jobTitle', label: 'Job Title', autoComplete: 'organization-title' },
  { name: 'streetAddress', label: 'Street Address', autoComplete: 'street-address', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'postalCode', label: 'Postal Code', autoComplete: 'postal-code' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

function initialValues({ profile }: ProfileResponse): Values {
  return {
    displayName: profile.displayName,
    phone: profile.phone,
    company: profile.company,
    jobTitle: profile.jobTitle,
    streetAddress: profile.streetAddress,
    city: profile.city,
    state: profile.state,
    postalCode: profile.postalCode,
    // Shown as United States when empty (docs/product.md#3-data).
    country: displayCountry(profile.country),
    bio: profile.bio,
  };
}

/** Every profile field; Save sends only what changed (trimmed), as the spec's "update with changed fields". */
export function ProfileDetailsForm({ data }: { data: ProfileResponse }) {
  const [initial, setInitial] = useState(() => initialValues(data));
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useUpdateProfile();

  const changes = Object.fromEntries(
    (Object.keys(values) as TextField[])
      .filter((name) => values[name].trim() !== initial[name].trim())
      .map((name) => [name, values[name].trim()]),
  ) as ProfileUpdate;
  const dirty = Object.keys(changes).length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(changes, {
      onSuccess: () => {
        setFieldErrors({});
        const saved = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])) as Values;
        setInitial(saved);
        setValues(saved);
        toast({
          title: 'Profile Updated',
          description: 'Your profile has been successfully updated.',
          variant: 'success',
        });
      },
      onError: (err) => {
        setFieldErrors(err instanceof ApiError && err.fields ? err.fields : {});
        toast({
          title: 'Update Failed',
          description: 'There was an error updating your profile. Please try again.',
          variant: 'destructive',
        });
      },
    });
  };

  const set = (name: TextField, value: string) => setValues((v) => ({ ...v, [name]: value }));

  return (
    <SettingsSection title="Personal Information">
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field label="Email" hint="Your sign-in address can't be changed here.">
          {(control) => <Input {...control} type="email" value={data.email} readOnly />}
        </Field>
        <div className="grid grid-cols-2 gap-x-3 gap-y-4">
          {FIELDS.map(({ name, label, autoComplete, type, wide }) => (
            <Field key={name} label={label} error={fieldErrors[name]} className={wide ? 'col-span-2' : ''}>
              {(control) => (
                <Input
                  {...control}
                  type={type ?? 'text'}
                  autoComplete={autoComplete}
                  value={values[name]}
                  onChange={(e) => set(name, e.target.value)}
                />
              )}
            </Field>
          ))}
        </div>
        <Field label="Bio" error={fieldErrors.bio}>
          {(control) => (
            <Textarea {...control} rows={3} value={values.bio} onChange={(e) => set('bio', e.target.value)} />
          )}
        </Field>
        <Button type="submit" className="w-full" disabled={save.isPending || !dirty}>
          {save.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
          Save Changes
        </Button>
      </form>
    </SettingsSection>
  );
}
