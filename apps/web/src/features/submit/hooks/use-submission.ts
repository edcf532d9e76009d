// Sending the form: the ordered checks as toasts, signing in, the legitimacy statement (written by
// the server) signed by the wallet, the pitch deck's upload and the submission itself, then home.
// Every failure is one toast.
import { useState } from 'react';
import { useNavigate } from '@/lib/router/router';
import {
  firstSubmitProblem,
  FUNDING_GOAL_REFUSAL_CODES,
  fundingGoalProblem,
  SUBMIT_MESSAGES,
  submitProblemForError,
  type SubmitProblem,
} from '@memetank/shared/api/submit';
import type { Currency } from '@memetank/shared/currency';
import { checkFundingGoal } from '@memetank/shared/funding-goal';
import { wholeTokensToBaseUnits } from '@memetank/shared/api/token-escrow';
import { UPLOAD_ERROR_CODES, UPLOAD_MESSAGES } from '@memetank/shared/api/uploads';
import { normalizeLogo } from '@memetank/shared/links';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { uploadFile } from '@/lib/upload-file';
import { useWallet } from '@/lib/wallet';
import { getLegitimacyStatement } from '../api/get-statement';
import { useSubmitProject } from '../api/submit-project';
import type { SubmitFormValues } from '../submit-form-values';

/** What the form holds beside its fields: the chosen logo and deck, and the token's image. */
export interface SubmissionFiles {
  customLogo: string | null;
  pitchDeck: File | null;
  tokenImage: string | null;
}

/**
 * The token's image is saved as the logo when the server's logo rule takes it (an http(s) URL; not
 * a data: URI, another site path or the placeholder): otherwise the placeholder, never a refusal.
 */
const savedTokenImage = (image: string | null) =>
  image && image !== '/placeholder.svg' && normalizeLogo(image) ? image : undefined;

/** "" becomes undefined: the server stores empty links as null. */
const optional = (value: string) => value.trim() || undefined;

/**
 * The allocation must be a positive whole number of tokens: checked here after the shared checks so
 * nothing is signed for a form the server refuses; the server also checks it against the balance.
 */
function allocationProblem(allocation: string): SubmitProblem | null {
  return wholeTokensToBaseUnits(allocation, 0) === null ? SUBMIT_MESSAGES.allocationRequired : null;
}

/**
 * The goal within its bounds in the chosen currency (the server's rule, `checkFundingGoal`):
 * checked before signing, so nothing is signed for a goal the server refuses.
 */
function goalProblem(values: Pick<SubmitFormValues, 'fundingGoal' | 'currency'>) {
  const { refusal } = checkFundingGoal(values.fundingGoal, values.currency);
  return refusal ? fundingGoalProblem(FUNDING_GOAL_REFUSAL_CODES[refusal], values.currency) : null;
}

/**
 * A refusal by one of the submission rules keeps its words (a goal's name the campaign's
 * `currency`); anything else is "Submission Failed".
 */
export function submitFailure(error: unknown, currency: Currency): SubmitProblem {
  if (error instanceof PitchDeckUploadError) return error.problem;
  return submitProblemForError(error instanceof ApiError ? error : null, currency);
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

/** `send(values, files)` runs the whole submission; `submitting` is true while it does. */
export function useSubmission() {
  const navigate = useNavigate();
  const { publicKey, isConnected, openConnectDialog, ensureSignedIn, signMessage } = useWallet();
  const submit = useSubmitProject();
  const [submitting, setSubmitting] = useState(false);

  async function send(values: SubmitFormValues, files: SubmissionFiles) {
    if (!isConnected || !publicKey) {
      openConnectDialog();
      return;
    }
    const problem =
      firstSubmitProblem(values) ??
      goalProblem(values) ??
      allocationProblem(values.investorTokenAllocation);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setSubmitting(true);
    try {
      if (!(await ensureSignedIn())) return;
      const tokenAddress = values.tokenAddress.trim();
      const projectName = values.projectName.trim();
      const legitimacyStatement = await getLegitimacyStatement({ projectName, tokenAddress });
      let legitimacySignature: string;
      try {
        legitimacySignature = await signMessage(legitimacyStatement);
      } catch (error) {
        console.warn('The wallet did not sign the statement:', error);
        toast({ ...SUBMIT_MESSAGES.signatureRequired, variant: 'destructive' });
        return;
      }
      const pitchDeckUrl = files.pitchDeck ? await uploadPitchDeck(files.pitchDeck) : undefined;
      await submit.mutateAsync({
        tokenAddress,
        projectName,
        description: values.description.trim(),
        longDescription: values.longDescription.trim(),
        investorTokenAllocation: values.investorTokenAllocation.trim(),
        logo: files.customLogo ?? savedTokenImage(files.tokenImage),
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
      toast({ ...submitFailure(error, values.currency), variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  }

  return { send, submitting };
}
