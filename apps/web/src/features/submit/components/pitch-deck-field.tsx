// The optional pitch deck: a .pdf, .ppt or .pptx file, uploaded with the submission.
import { FileText, X } from 'lucide-react';
import { useRef } from 'react';
import {
  PITCH_DECK_EXTENSIONS,
  PITCH_DECK_MAX_BYTES,
  UPLOAD_MESSAGES,
} from '@memetank/shared/api/uploads';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';

interface PitchDeckFieldProps {
  id: string;
  value: File | null;
  onChange(file: File | null): void;
}

const ACCEPT = PITCH_DECK_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function isPitchDeckFile(file: File): boolean {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (PITCH_DECK_EXTENSIONS as readonly string[]).includes(extension);
}

export function PitchDeckField({ id, value, onChange }: PitchDeckFieldProps) {
  const input = useRef<HTMLInputElement>(null);

  function choose(file: File | undefined) {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (!isPitchDeckFile(file)) {
      toast({ ...UPLOAD_MESSAGES.invalidPitchDeck, variant: 'destructive' });
      return;
    }
    if (file.size > PITCH_DECK_MAX_BYTES) {
      toast({ ...UPLOAD_MESSAGES.pitchDeckTooLarge, variant: 'destructive' });
      return;
    }
    onChange(file);
  }

  return (
    <div className="grid grid-cols-1 gap-3">
      <label
        htmlFor={id}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors hover:border-primary/60 hover:bg-accent/40 focus-within:ring-2 focus-within:ring-ring"
      >
        <FileText className="size-8 text-muted-foreground" aria-hidden="true" />
        <span className="text-sm font-medium">
          {value ? 'Choose another file' : 'Choose a pitch deck'}
        </span>
        <span className="text-xs text-muted-foreground">PDF, PPT or PPTX, up to 20MB</span>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </label>
      {value ? (
        <div className="flex items-center justify-between gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm">
          <span className="flex min-w-0 items-center gap-2">
            <FileText className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="truncate">{value.name}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
            Remove
          </Button>
        </div>
      ) : null}
    </div>
  );
}
