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

  it('answers "Submission Failed" for any other failure', () => {
    expect(submitProblemForError({ code: 'INTERNAL_ERROR' })).toBe(SUBMIT_MESSAGES.failed);
    expect(submitProblemForError(null)).toEqual({
      title: 'Submission Failed',
      description: 'There was an error submitting your project. Please try again.',
    });
  });

  it('finds the first problem in the spec order', () => {
    expect(firstSubmitProblem({ projectName: '', fundingGoal: 0 })).toBe(
      SUBMIT_MESSAGES.tokenRequired,
    );
  });
});
