import { Card } from '@/components/ui/card';

export interface KeyFigure {
  label: string;
  value: string;
  note: string;
}

/** A row of big numbers with a label and a short note each. */
export function KeyFigures({ figures, label }: { figures: readonly KeyFigure[]; label: string }) {
  return (
    <dl aria-label={label} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {figures.map((figure) => (
        <Card key={figure.label} className="flex flex-col gap-1 p-5">
          <dt className="text-sm font-medium text-muted-foreground">{figure.label}</dt>
          <dd className="text-brand-gradient text-2xl font-extrabold tracking-tight sm:text-3xl">
            {figure.value}
          </dd>
          <dd className="text-xs leading-relaxed text-muted-foreground">{figure.note}</dd>
        </Card>
      ))}
    </dl>
  );
}
