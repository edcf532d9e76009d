// The connected creator's submit form: its sections (project, funding, links, pitch deck), the
// mint lookup that fills empty fields, and the submission (hooks/use-submission: the ordered checks
// as toasts, the signed statement, the upload and the request).
import { FileText, Send, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { SUBMISSION_PAGE_REVIEW_BUSINESS_DAYS } from '@memetank/shared/constants';
import { Button } from '@/components/ui/button';
import { useServerNow } from '../api/get-server-clock';
import { useTokenLookup } from '../api/get-token';
import { useSubmission } from '../hooks/use-submission';
import { useTokenAutofill } from '../hooks/use-token-autofill';
import {
  deadlineAfterDays,
  defaultSubmitValues,
  type SubmitFormValues,
} from '../submit-form-values';
import { FormSection } from './form-section';
import { FundingSection } from './funding-section';
import { LinksSection } from './links-section';
import { PitchDeckField } from './pitch-deck-field';
import { ProjectInfoSection } from './project-info-section';

/** `initialMint`: from /submit?mint=… (the dev wallet's test token). */
export function SubmitForm({ initialMint = '' }: { initialMint?: string }) {
  const id = useId();
  const { send, submitting } = useSubmission();
  const [customLogo, setCustomLogo] = useState<string | null>(null);
  const [pitchDeck, setPitchDeck] = useState<File | null>(null);

  const form = useForm<SubmitFormValues>({
    defaultValues: defaultSubmitValues(new Date(), initialMint),
  });
  // The window counts from the server's clock (the dev clock may run it ahead): once it answers,
  // a deadline the creator has not picked moves to the same duration from the server's today.
  const { now: serverNow, known: serverNowKnown } = useServerNow();
  useEffect(() => {
    if (!serverNowKnown || form.getFieldState('deadline').isDirty) return;
    const days = Number(form.getValues('fundingDuration'));
    if (Number.isInteger(days) && days >= 1)
      form.setValue('deadline', deadlineAfterDays(days, serverNow()));
  }, [form, serverNow, serverNowKnown]);
  const lookup = useTokenLookup(useWatch({ control: form.control, name: 'tokenAddress' }));
  const tokenImage = lookup.token?.image ?? null;
  useTokenAutofill(lookup, form);

  // What every section needs: the form and an element id per field.
  const section = { form, field: (name: string) => `${id}-${name}` };

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit((values) => send(values, { customLogo, pitchDeck, tokenImage }))(
          event,
        )
      }
      className="grid grid-cols-1 gap-6"
    >
      <ProjectInfoSection {...section} lookup={lookup} logo={[customLogo, setCustomLogo]} />
      <FundingSection {...section} lookup={lookup} now={serverNow} />
      <LinksSection {...section} />

      <FormSection
        title="Pitch Deck"
        description="Optional. Share a deck with your vision, roadmap and team."
        icon={FileText}
      >
        <PitchDeckField
          id={section.field('pitch-deck')}
          value={pitchDeck}
          onChange={setPitchDeck}
        />
      </FormSection>

      <div className="flex flex-col gap-4 rounded-xl border border-primary/30 bg-primary/5 p-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex gap-3 text-sm text-muted-foreground">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <span>
            By submitting, you confirm that this project is legitimate, that the information is
            accurate and that you are authorized to submit this token. Your wallet will sign a
            statement saying so. Our team reviews every project within{' '}
            {SUBMISSION_PAGE_REVIEW_BUSINESS_DAYS.min}-{SUBMISSION_PAGE_REVIEW_BUSINESS_DAYS.max}{' '}
            business days.
          </span>
        </p>
        <Button type="submit" size="lg" disabled={submitting} className="sm:shrink-0">
          <Send aria-hidden="true" />
          {submitting ? 'Submitting...' : 'Submit for Review'}
        </Button>
      </div>
    </form>
  );
}
