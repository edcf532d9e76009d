import { useState } from 'react';
import { useLocation } from '@/lib/router/router';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import type { FaqGroup } from '../../copy/faq';

/**
 * The questions in groups, with one open item across the whole page: opening a question closes
 * whichever was open, in any group. /documentation/faq#<id> opens that question.
 */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  const { hash } = useLocation();
  const itemFor = (fragment: string) => {
    const id = fragment.slice(1);
    return groups.some((group) => group.items.some((item) => item.id === id)) ? id : undefined;
  };
  const [open, setOpen] = useState(() => itemFor(hash) ?? '');
  // A new #fragment pointing at a question opens it (state adjusted while rendering, not in an effect).
  const [seenHash, setSeenHash] = useState(hash);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const id = itemFor(hash);
    if (id) setOpen(id);
  }

  return (
    <Accordion
      type="single"
      collapsible
      value={open}
      onValueChange={setOpen}
      className="space-y-10"
    >
      {groups.map((group) => (
        <section
          key={group.id}
          id={group.id}
          aria-labelledby={`${group.id}-heading`}
          className="scroll-mt-24"
        >
          <h2 id={`${group.id}-heading`} className="mb-2 text-xl font-bold tracking-tight">
            {group.title}
          </h2>
          <div className="rounded-xl border bg-card px-4 sm:px-5">
            {group.items.map((item) => (
              <AccordionItem key={item.id} value={item.id} id={item.id} className="scroll-mt-24">
                <AccordionTrigger>{item.question}</AccordionTrigger>
                <AccordionContent className="space-y-2">
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </AccordionContent>
              </AccordionItem>
            ))}
          </div>
        </section>
      ))}
    </Accordion>
  );
}
