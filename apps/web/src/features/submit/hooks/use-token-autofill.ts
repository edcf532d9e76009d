// Fills what the creator left empty from the token the mint lookup found, once per token.
import { SHORT_DESCRIPTION_MAX } from '@memetank/shared/constants';
import type { TokenResponse } from '@memetank/shared/api/tokens';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { SubmitFormValues } from '../submit-form-values';

export function useTokenAutofill(
  lookup: { mint: string | null; token: TokenResponse | undefined },
  { getValues, setValue }: Pick<UseFormReturn<SubmitFormValues>, 'getValues' | 'setValue'>,
) {
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    const found = lookup.token;
    if (!found || filledFor.current === lookup.mint) return;
    filledFor.current = lookup.mint;
    const fill = (field: keyof SubmitFormValues, value: string | null | undefined) => {
      const current = getValues(field);
      if (value && typeof current === 'string' && current.trim() === '') {
        setValue(field, value, { shouldDirty: true });
      }
    };
    fill('projectName', found.token.name);
    fill('description', found.token.description?.slice(0, SHORT_DESCRIPTION_MAX));
    fill('twitterUrl', found.token.twitter);
    fill('telegramUrl', found.token.telegram);
    fill('websiteUrl', found.token.website);
  }, [lookup.token, lookup.mint, getValues, setValue]);
}
