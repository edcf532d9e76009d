// One titled block of the submit form.
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

interface FormSectionProps {
  title: string;
  description?: string;
  icon: LucideIcon;
  children: ReactNode;
}

export function FormSection({ title, description, icon: Icon, children }: FormSectionProps) {
  const headingId = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">{children}</CardContent>
    </Card>
  );
}

export function FieldHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-muted-foreground">
      {children}
    </p>
  );
}
