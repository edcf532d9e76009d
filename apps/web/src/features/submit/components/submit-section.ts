// The props every section of the submit form takes.
import type { UseFormReturn } from 'react-hook-form';
import type { SubmitFormValues } from '../submit-form-values';

/** What a section of the submit form needs of the form: the fields and an id per field. */
export interface SubmitSectionProps {
  form: UseFormReturn<SubmitFormValues>;
  /** The element id of a field (unique per form). */
  field(name: string): string;
}
