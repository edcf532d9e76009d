import { LEGAL_LAST_UPDATED } from '@memetank/shared/constants';
import { Link } from '@/lib/router/router';
import { PageContainer } from '@/components/page-container';
import { useDocumentHead } from '@/lib/use-document-head';
import type { LegalBlock, LegalDocumentContent } from '../../copy/legal';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';
import { ScrollRegion } from '../scroll-region';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('term' in block) {
    return (
      <p>
        <strong className="font-semibold text-foreground">{block.term}:</strong> {block.text}
      </p>
    );
  }
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-2 pl-5">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  const { caption, columns, rows } = block.table;
  return (
    <ScrollRegion label={caption} className="rounded-lg border">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-foreground">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]} className="border-t align-top">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-3 py-2 font-medium text-foreground">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-3 py-2">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A legal text: title, last-updated date, contents, then its numbered sections with anchors. */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  useScrollToHash();
  useDocumentHead({ title: document.title, description: document.description });
  return (
    <PageContainer className="max-w-5xl">
      <header className="space-y-3 border-b pb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{document.title}</h1>
        <p className="text-sm font-medium text-muted-foreground">
          Last updated: {LEGAL_LAST_UPDATED}
        </p>
        <p className="max-w-3xl text-pretty text-muted-foreground">{document.intro}</p>
      </header>
      <div className="mt-8 grid gap-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            Contents
          </h2>
          <ol className="grid gap-1.5 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {document.sections.map((section, index) => (
              <li key={section.id}>
                <Link
                  to={{ hash: section.id }}
                  className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {index + 1}. {section.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <div className="min-w-0 space-y-10">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24"
            >
              <h2 id={`${section.id}-heading`} className="mb-3 text-xl font-bold tracking-tight">
                {index + 1}. {section.title}
              </h2>
              <div className="space-y-3 leading-relaxed text-muted-foreground">
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </PageContainer>
  );
}
