import { useCallback } from 'react';
import {
  AccountCountriesDocument,
  AccountCustomerDocument,
  type AccountCustomerFieldsFragment,
} from '../../../generated/graphql/graphql';
import { request, type TypedDocument } from '../graphql/client';
import { useQueryClient } from '../query/QueryClientProvider';
import { useQuery } from '../query/use-query';
import { handleAuthorizationError } from '../session/session-expiry';
import { useSessionStore } from '../session/session-store';
import { useStoreView } from '../storefront-context';

export type AccountCustomer = AccountCustomerFieldsFragment;

/** Every query of the logged-in customer's profile starts with CUSTOMER_KEY. */
export const CUSTOMER_KEY = ['account', 'customer'] as const;

/**
 * Calls of the account area with the customer token. An expired session logs out (with its
 * message) and the error is thrown on, so the caller stops but shows nothing more.
 */
export function useCustomerCall() {
  const store = useStoreView();
  return useCallback(
    async <TResult, TVariables>(document: TypedDocument<TResult, TVariables>, variables: TVariables) => {
      const token = useSessionStore.getState().token;
      try {
        return await request(document, variables, { store, token });
      } catch (error) {
        handleAuthorizationError(error);
        throw error;
      }
    },
    [store],
  );
}

/** The logged-in customer's profile and address book. */
export function useCustomer() {
  const call = useCustomerCall();
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: [...CUSTOMER_KEY, token],
    queryFn: async () => (await call(AccountCustomerDocument, {})).customer ?? null,
    enabled: Boolean(token),
    staleTime: 0,
    retry: false,
  });
}

/** After a change: the profile is fetched again (or replaced by the answer of the change). */
export function useCustomerRefresh() {
  const client = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useCallback(
    (customer?: AccountCustomer | null) => {
      if (customer) client.setQueryData([...CUSTOMER_KEY, token], customer);
      else client.invalidateQueries({ queryKey: CUSTOMER_KEY });
    },
    [client, token],
  );
}

export interface CountryOption {
  value: string;
  label: string;
}

/** The shop's countries in the store view's language (docs/BEHAVIOUR.md#data Country), for address forms. */
export function useCountries() {
  const store = useStoreView();
  return useQuery({
    queryKey: ['account', 'countries', store],
    queryFn: async (): Promise<CountryOption[]> => {
      const data = await request(AccountCountriesDocument, {}, { store });
      return (data.countries ?? []).flatMap((country) =>
        country?.id ? [{ value: country.id, label: country.full_name_locale ?? country.id }] : [],
      );
    },
    staleTime: 60 * 60_000,
  });
}
