// Dealer setup: about you + the bike shop, found by postal code and phone number or newly entered.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button.tsx';
import { Icon } from '../../../components/ui/Icon.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { useForm } from '../../../lib/form/use-form.ts';
import { phone, required, type Schema } from '../../../lib/form/validate.ts';
import { useI18n, type MessageKey } from '../../../lib/i18n/i18n.ts';
import { notify } from '../../../lib/stores/shell-stores.ts';
import type { BikeShop } from '../../../lib/api/api-models.ts';
import { useCreateDealerAccount } from '../api/create-account.ts';
import { useFindBikeShop } from '../api/find-bike-shop.ts';
import { emptyPerson, PersonFields, personSchema, type PersonValues } from './PersonFields.tsx';
import { NewShopFields, emptyShop, newShopSchema, type ShopValues } from './NewShopFields.tsx';
import { MatchedShop } from './MatchedShop.tsx';
import { finishSetup, phoneErrorField } from './finish-setup.ts';
import { loadAccount } from '../../../lib/session/auth.ts';

type Lookup = { postal_code: string; shop_phone_number: string };
type Values = PersonValues & Lookup & ShopValues;
type Match = { kind: 'none' } | { kind: 'matched'; shop: BikeShop } | { kind: 'new' };

const lookupSchema: Schema<Values> = { postal_code: [required()], shop_phone_number: [required(), phone()] };

export function DealerSetupForm() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [match, setMatch] = useState<Match>({ kind: 'none' });
  const schema: Schema<Values> = {
    ...personSchema<Values>(),
    ...lookupSchema,
    ...(match.kind === 'new' ? newShopSchema<Values>() : {}),
  };
  const form = useForm<Values>(
    { ...emptyPerson, postal_code: '', shop_phone_number: '', ...emptyShop },
    schema,
  );
  const finder = useFindBikeShop();
  const create = useCreateDealerAccount();
  const err = (f: keyof Values) => (form.errors[f] ? t(form.errors[f] as MessageKey) : undefined);

  const setLookup = (field: keyof Lookup, value: string) => {
    form.set(field, value);
    setMatch({ kind: 'none' });
  };

  const lookUp = () => {
    const { postal_code, shop_phone_number } = form.values;
    if (!postal_code.trim() || !shop_phone_number.trim()) {
      form.check();
      return;
    }
    finder.mutate(
      { postalCode: postal_code.trim(), phoneNumber: shop_phone_number.trim() },
      { onSuccess: (shop) => setMatch(shop ? { kind: 'matched', shop } : { kind: 'new' }) },
    );
  };

  const submit = () => {
    if (!form.check() || match.kind === 'none') return;
    const v = form.values;
    const person = {
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      phone_number: v.phone_number.trim(),
      job_title: v.job_title.trim(),
    };
    const body =
      match.kind === 'matched'
        ? { ...person, bike_shop_id: match.shop.id }
        : {
            ...person,
            bike_shop: {
              name: v.name.trim(),
              postal_code: v.postal_code.trim(),
              phone_number: v.shop_phone_number.trim(),
              address: v.address.trim(),
              city: v.city.trim(),
              country_code: v.country_code,
              region_id: Number(v.region_id),
              email: v.email.trim(),
              ...(v.service_center_id ? { service_center_id: Number(v.service_center_id) } : {}),
            },
          };
    create.mutate(body, {
      onSuccess: (account) => {
        // Joining a shop is a request its dealers approve (202, no attributes yet): stay here.
        if (!account.detail) {
          notify('success', t('setup.joinSent', { shop: account.join_request?.bike_shop_name ?? '' }));
          void loadAccount();
          return;
        }
        notify('success', t('setup.done'));
        void finishSetup(() => void navigate('/', { replace: true }));
      },
      onError: (error) => {
        const field = phoneErrorField(error);
        if (field) form.setFieldError(field, 'form.phoneFormatServer');
      },
    });
  };

  return (
    <form
      className="stack"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <PersonFields values={form.values} errors={form.errors} set={form.set} />
      <fieldset>
        <legend>{t('setup.shopInfo')}</legend>
        <p className="muted">{t('setup.intro')}</p>
        <div className="form-grid">
          <TextField
            label={t('form.postalCode')}
            autoComplete="postal-code"
            required
            value={form.values.postal_code}
            error={err('postal_code')}
            onChange={(e) => setLookup('postal_code', e.target.value)}
          />
          <TextField
            label={`${t('account.bikeShop')}: ${t('form.phoneNumber')}`}
            type="tel"
            required
            value={form.values.shop_phone_number}
            error={err('shop_phone_number')}
            placeholder="+49 30 1234567"
            onChange={(e) => setLookup('shop_phone_number', e.target.value)}
          />
        </div>
        <div className="row" style={{ marginTop: 16 }}>
          <Button variant="secondary" onClick={lookUp} busy={finder.isPending}>
            <Icon name="search" size={18} />
            {t('setup.lookUp')}
          </Button>
        </div>
      </fieldset>
      {match.kind === 'matched' ? <MatchedShop shop={match.shop} /> : null}
      {match.kind === 'new' ? (
        <NewShopFields values={form.values} errors={form.errors} set={form.set} />
      ) : null}
      <div className="form-actions">
        <Button type="submit" busy={create.isPending} disabled={match.kind === 'none'}>
          {match.kind === 'matched' ? t('setup.askToJoin') : t('setup.submit')}
        </Button>
      </div>
    </form>
  );
}
