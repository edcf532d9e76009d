// The connected creator's submit form: the spec's sections and fields, the mint lookup that fills
// empty fields, the ordered checks as toasts, the signed statement and the submission.
import { endOfDay } from 'date-fns';
import { Coins, FileText, Info, Link2, Send, ShieldCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import {
  buildLegitimacyStatement,
  firstSubmitProblem,
  SUBMIT_MESSAGES,
  submitProblemForError,
  type SubmitProblem,
} from '@memetank/shared/api/submit';
import { UPLOAD_ERROR_CODES, UPLOAD_MESSAGES } from '@memetank/shared/api/uploads';
import {
  CURRENCIES,
  DEADLINE_MAX_DAYS,
  LINK_URL_MAX,
  LONG_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  RISK_SCORES,
  SHORT_DESCRIPTION_MAX,
  SUBMISSION_PAGE_REVIEW_BUSINESS_DAYS,
} from '@memetank/shared/constants';
import { normalizeLogo } from '@memetank/shared/links';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useWallet } from '@/lib/wallet';
import { useTokenLookup } from '../api/get-token';
import { useSubmitProject } from '../api/submit-project';
import { uploadFile } from '../api/upload-file';
import {
  daysUntil,
  deadlineAfterDays,
  defaultSubmitValues,
  type SubmitFormValues,
} from '../submit-form-values';
import { DEADLINE_HINT, DeadlinePicker } from './deadline-picker';
import { FieldHint, FormSection } from './form-section';
import { LogoUpload } from './logo-upload';
import { PitchDeckField } from './pitch-deck-field';
import { TokenMintField } from './token-mint-field';

/**
 * The token's image is saved as the logo when the server's logo rule takes it (an http(s) URL; not
 * a data: URI, another site path or the placeholder): otherwise the placeholder, never a refusal.
 */
const savedTokenImage = (image: string | null) =>
  image && image !== '/placeholder.svg' && normalizeLogo(image) ? image : undefined;

/** "" becomes undefined: the server stores empty links as null. */
const optional = (value: string) => value.trim() || undefined;

/** A refusal in one of the spec's rules keeps its words; anything else is "Submission Failed". */
export function submitFailure(error: unknown): SubmitProblem {
  if (error instanceof PitchDeckUploadError) return error.problem;
  return submitProblemForError(error instanceof ApiError ? error : null);
}

/** The pitch deck was refused on upload: its own words rather than "Submission Failed". */
class PitchDeckUploadError extends Error {
  constructor(readonly problem: SubmitProblem) {
    super(problem.description);
  }
}

async function uploadPitchDeck(file: File): Promise<string> {
  try {
    return (await uploadFile('pitch-deck', file)).url;
  } catch (error) {
    if (error instanceof ApiError && error.code === UPLOAD_ERROR_CODES.invalidFile) {
      throw new PitchDeckUploadError(UPLOAD_MESSAGES.invalidPitchDeck);
    }
    if (error instanceof ApiError && error.code === UPLOAD_ERROR_CODES.tooLarge) {
      throw new PitchDeckUploadError(UPLOAD_MESSAGES.pitchDeckTooLarge);
    }
    throw error;
  }
}

export function SubmitForm() {
  const id = useId();
  const navigate = useNavigate();
  const { publicKey, isConnected, openConnectDialog, ensureSignedIn, signMessage } = useWallet();
  const submit = useSubmitProject();
  const [submitting, setSubmitting] = useState(false);
  const [customLogo, setCustomLogo] = useState<string | null>(null);
  const [pitchDeck, setPitchDeck] = useState<File | null>(null);

  const { register, control, handleSubmit, getValues, setValue } = useForm<SubmitFormValues>({
    defaultValues: defaultSubmitValues(),
  });

  const lookup = useTokenLookup(useWatch({ control, name: 'tokenAddress' }));
  const tokenImage = lookup.token?.image ?? null;
  const description = useWatch({ control, name: 'description' });

  // Fill what the creator left empty from the token, once per token found.
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

  async function send(values: SubmitFormValues) {
    if (!isConnected || !publicKey) {
      openConnectDialog();
      return;
    }
    const problem = firstSubmitProblem(values);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      if (!(await ensureSignedIn())) return;
      const tokenAddress = values.tokenAddress.trim();
      const projectName = values.projectName.trim();
      const legitimacyStatement = buildLegitimacyStatement({
        wallet: publicKey,
        projectName,
        tokenMint: tokenAddress,
        timestamp: new Date().toISOString(),
      });
      let legitimacySignature: string;
      try {
        legitimacySignature = await signMessage(legitimacyStatement);
      } catch (error) {
        console.warn('The wallet did not sign the statement:', error);
        toast({ ...SUBMIT_MESSAGES.signatureRequired, variant: 'destructive' });
        return;
      }
      const pitchDeckUrl = pitchDeck ? await uploadPitchDeck(pitchDeck) : undefined;
      await submit.mutateAsync({
        tokenAddress,
        projectName,
        description: values.description.trim(),
        longDescription: values.longDescription.trim(),
        logo: customLogo ?? savedTokenImage(tokenImage),
        fundingGoal: values.fundingGoal.trim(),
        currency: values.currency,
        riskScore: values.riskScore,
        deadline: values.deadline.toISOString(),
        twitterUrl: optional(values.twitterUrl),
        telegramUrl: optional(values.telegramUrl),
        discordUrl: optional(values.discordUrl),
        websiteUrl: optional(values.websiteUrl),
        pitchDeckUrl,
        legitimacyStatement,
        legitimacySignature,
      });
      toast(SUBMIT_MESSAGES.succeeded);
      void navigate('/');
    } catch (error) {
      console.warn('Submission failed:', error);
      toast({ ...submitFailure(error), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  const field = (name: string) => `${id}-${name}`;

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(send)(event)}
      className="grid grid-cols-1 gap-6"
    >
      <FormSection
        title="Project Information"
        description="Start with your token: we fill in what we can find about it."
        icon={Info}
      >
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={field('mint')}>Token Mint Address *</Label>
          <TokenMintField id={field('mint')} lookup={lookup} {...register('tokenAddress')} />
        </div>
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={field('name')}>Project Name *</Label>
          <Input
            id={field('name')}
            placeholder="e.g. Doge Rocket"
            maxLength={PROJECT_NAME_MAX}
            {...register('projectName')}
          />
        </div>
        <div className="grid grid-cols-1 gap-2">
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor={field('description')}>Short Description *</Label>
            <span
              id={field('description-count')}
              className="text-xs text-muted-foreground tabular-nums"
            >
              {description.length}/{SHORT_DESCRIPTION_MAX} characters
            </span>
          </div>
          <Textarea
            id={field('description')}
            rows={3}
            maxLength={SHORT_DESCRIPTION_MAX}
            placeholder="One or two sentences that sell your project"
            aria-describedby={field('description-count')}
            {...register('description', {
              // A paste can still bring more than the limit in some browsers: the counter stops at 200.
              onChange: (event: { target: HTMLTextAreaElement }) => {
                if (event.target.value.length > SHORT_DESCRIPTION_MAX) {
                  setValue('description', event.target.value.slice(0, SHORT_DESCRIPTION_MAX));
                }
              },
            })}
          />
        </div>
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={field('long-description')}>Detailed Description *</Label>
          <Textarea
            id={field('long-description')}
            rows={6}
            maxLength={LONG_DESCRIPTION_MAX}
            placeholder="Your vision, tokenomics, roadmap and team"
            {...register('longDescription')}
          />
        </div>
        <div className="grid grid-cols-1 gap-2">
          <Label htmlFor={field('logo')}>Custom Logo</Label>
          <LogoUpload
            id={field('logo')}
            value={customLogo}
            onChange={setCustomLogo}
            fallbackImage={tokenImage}
          />
        </div>
      </FormSection>

      <FormSection
        title="Funding Configuration"
        description="How much you want to raise, by when, and how risky you rate it."
        icon={Coins}
      >
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor={field('goal')}>Funding Goal *</Label>
            <Input
              id={field('goal')}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              {...register('fundingGoal')}
            />
            <FieldHint>Most projects aim for 50 to 10,000 SOL.</FieldHint>
          </div>
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor={field('currency')}>Currency</Label>
            <Controller
              control={control}
              name="currency"
              render={({ field: currency }) => (
                <Select value={currency.value} onValueChange={currency.onChange}>
                  <SelectTrigger id={field('currency')}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {CURRENCIES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {value}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor={field('duration')}>Funding Duration (days)</Label>
            <Input
              id={field('duration')}
              type="number"
              inputMode="numeric"
              min={1}
              max={DEADLINE_MAX_DAYS}
              step={1}
              {...register('fundingDuration', {
                onChange: (event: { target: HTMLInputElement }) => {
                  const days = Number(event.target.value);
                  if (Number.isInteger(days) && days >= 1 && days <= DEADLINE_MAX_DAYS) {
                    setValue('deadline', deadlineAfterDays(days));
                  }
                },
              })}
            />
          </div>
          <div className="grid grid-cols-1 gap-2">
            <Label htmlFor={field('deadline')}>Funding Deadline</Label>
            <Controller
              control={control}
              name="deadline"
              render={({ field: deadline }) => (
                <DeadlinePicker
                  id={field('deadline')}
                  value={deadline.value}
                  onChange={(day) => {
                    deadline.onChange(endOfDay(day));
                    setValue('fundingDuration', String(daysUntil(day)));
                  }}
                />
              )}
            />
            <FieldHint id={`${field('deadline')}-hint`}>{DEADLINE_HINT}</FieldHint>
          </div>
          <div className="grid grid-cols-1 gap-2 sm:col-span-2">
            <Label htmlFor={field('risk')}>Risk Score</Label>
            <Controller
              control={control}
              name="riskScore"
              render={({ field: risk }) => (
                <Select value={risk.value} onValueChange={risk.onChange}>
                  <SelectTrigger id={field('risk')} className="sm:w-1/2">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {RISK_SCORES.map((value) => (
                      <SelectItem key={value} value={value}>
                        {value}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </div>
        </div>
      </FormSection>

      <FormSection
        title="Social Media & Links"
        description="Optional. Where investors can follow your community."
        icon={Link2}
      >
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          {(
            [
              ['twitterUrl', 'Twitter URL', 'https://x.com/yourproject'],
              ['telegramUrl', 'Telegram URL', 'https://t.me/yourproject'],
              ['discordUrl', 'Discord URL', 'https://discord.gg/yourproject'],
              ['websiteUrl', 'Website URL', 'https://yourproject.com'],
            ] as const
          ).map(([name, label, placeholder]) => (
            <div key={name} className="grid grid-cols-1 gap-2">
              <Label htmlFor={field(name)}>{label}</Label>
              <Input
                id={field(name)}
                type="url"
                maxLength={LINK_URL_MAX}
                placeholder={placeholder}
                {...register(name)}
              />
            </div>
          ))}
        </div>
      </FormSection>

      <FormSection
        title="Pitch Deck"
        description="Optional. Share a deck with your vision, roadmap and team."
        icon={FileText}
      >
        <PitchDeckField id={field('pitch-deck')} value={pitchDeck} onChange={setPitchDeck} />
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
