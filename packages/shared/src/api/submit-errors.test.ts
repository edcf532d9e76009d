import { describe, expect, it } from 'vitest';
import {
  SUBMIT_MESSAGES,
  firstSubmitProblem,
  submitErrorCode,
  submitProblemForError,
} from './submit';

describe('the submit error codes the server answers with', () => {
  it('names each of the five ordered problems by its own code', () => {
    expect(submitErrorCode(SUBMIT_MESSAGES.tokenRequired)).toBe('TOKEN_REQUIRED');
    expect(submitErrorCode(SUBMIT_MESSAGES.nameRequired)).toBe('PROJECT_NAME_REQUIRED');
    expect(submitErrorCode(SUBMIT_MESSAGES.descriptionRequired)).toBe('DESCRIPTION_REQUIRED');
    expect(submitErrorCode(SUBMIT_MESSAGES.longDescriptionRequired)).toBe(
      'LONG_DESCRIPTION_REQUIRED',
    );
    expect(submitErrorCode(SUBMIT_MESSAGES.fundingGoalRequired)).toBe('FUNDING_GOAL_REQUIRED');
  });

  it('turns a refusal back into the toast title and description', () => {
    expect(submitProblemForError({ code: 'TOKEN_REQUIRED' })).toEqual({
      title: 'Token Required',
      description: 'Please enter a valid token mint address',
    });
    expect(submitProblemForError({ code: 'INVALID_TOKEN_MINT' })).toBe(
      SUBMIT_MESSAGES.tokenRequired,
    );
    expect(submitProblemForError({ code: 'SIGNATURE_REQUIRED' })).toEqual({
      title: 'Signature Required',
      description: 'You must sign the verification message to submit your project.',
    });
    expect(submitProblemForError({ code: 'INVALID_DEADLINE' }).description).toBe(
      'Maximum 30 days from today',
    );
  });

  it('names a goal below the minimum', () => {
    expect(submitProblemForError({ code: 'FUNDING_GOAL_TOO_LOW' })).toEqual({
      title: 'Funding Goal Too Low',
      description: 'The funding goal must be at least 1 SOL',
    });
  });

  it("names a goal's bounds in the campaign's currency", () => {
    expect(submitProblemForError({ code: 'FUNDING_GOAL_TOO_LOW' }, 'USDC')).toEqual({
      title: 'Funding Goal Too Low',
      description: 'The funding goal must be at least 1 USDC',
    });
    expect(submitProblemForError({ code: 'FUNDING_GOAL_TOO_HIGH' }, 'USDC')).toEqual({
      title: 'Funding Goal Too High',
      description: 'The funding goal can be at most 1,000,000 USDC',
    });
    expect(submitProblemForError({ code: 'FUNDING_GOAL_TOO_HIGH' }, 'SOL')).toEqual({
      title: 'Funding Goal Too High',
      description: 'The funding goal can be at most 1,000,000 SOL',
    });
  });

  it('names the logo and pitch deck refusals', () => {
    expect(submitProblemForError({ code: 'INVALID_LOGO' })).toEqual({
      title: 'Invalid Logo',
      description: 'The logo must be an uploaded image, an http(s) image URL or a single emoji',
    });
    expect(submitProblemForError({ code: 'INVALID_PITCH_DECK' })).toEqual({
      title: 'Invalid Pitch Deck',
      description: 'The pitch deck must be a .pdf, .ppt or .pptx file uploaded to MemeTank',
    });
  });

  it('answers "Submission Failed" for any other failure', () => {
    expect(submitProblemForError({ code: 'INTERNAL_ERROR' })).toBe(SUBMIT_MESSAGES.failed);
    expect(submitProblemForError(null)).toEqual({
      title: 'Submission Failed',
      description: 'There was an error submitting your project. Please try again.',
    });
  });

  it('reads a field of only whitespace, zero-width or other invisible characters as missing', () => {
    const filled = {
      tokenAddress: 'So11111111111111111111111111111111111111112',
      projectName: 'Frog',
      description: 'A frog',
      longDescription: 'A frog, at length',
      fundingGoal: 100,
    };
    expect(firstSubmitProblem(filled)).toBeNull();
    expect(firstSubmitProblem({ ...filled, projectName: '\u200B\u200D ' })).toBe(
      SUBMIT_MESSAGES.nameRequired,
    );
    expect(firstSubmitProblem({ ...filled, description: '\u2060\uFEFF\u00AD' })).toBe(
      SUBMIT_MESSAGES.descriptionRequired,
    );
    expect(firstSubmitProblem({ ...filled, longDescription: '\u3164\n' })).toBe(
      SUBMIT_MESSAGES.longDescriptionRequired,
    );
  });

  it('finds the first problem in the fixed order', () => {
    expect(firstSubmitProblem({ projectName: '', fundingGoal: 0 })).toBe(
      SUBMIT_MESSAGES.tokenRequired,
    );
  });
});
