import { CircleAlert, Code, RefreshCw, Server } from 'lucide-react';
import { Link } from '@/lib/router/router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { OPENAPI_DOCUMENT_PATH, useApiReference } from '../../api/get-api-reference';
import { endpointAnchor, EndpointCard } from '../../components/api-reference/endpoint-card';
import { Callout } from '../../components/callout';
import { ContentSection } from '../../components/content-section';
import { DocsLayout } from '../../components/docs/docs-layout';
import { useScrollToHash } from '../../hooks/use-scroll-to-hash';
import { ScrollRegion } from '../../components/scroll-region';

const ERROR_EXAMPLE = `{
  "error": {
    "code": "NOT_FOUND",
    "message": "No route GET /api/nope"
  }
}`;

function Endpoints({ baseUrl }: { baseUrl: string }) {
  const { data, error, isPending, refetch, isFetching } = useApiReference();
  // /documentation/api-reference#get-api-health: the card exists only once the document is in.
  useScrollToHash(data !== undefined);

  if (isPending) {
    return (
      <div role="status" className="flex items-center gap-3 text-muted-foreground">
        <Spinner className="size-5" />
        Loading endpoints...
      </div>
    );
  }
  if (error) {
    return (
      <Callout tone="warning" title="The API description could not be loaded">
        <p>{error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
      </Callout>
    );
  }
  if (data.length === 0) {
    return <p className="text-muted-foreground">The server lists no public endpoints yet.</p>;
  }
  return (
    <div className="space-y-6">
      <nav aria-label="Endpoints" className="rounded-xl border bg-card p-4">
        <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
          {data.map((endpoint) => (
            <li key={endpoint.path}>
              <Link
                to={{ hash: endpointAnchor(endpoint) }}
                className="font-mono break-all text-primary underline-offset-4 hover:underline"
              >
                {endpoint.method} {endpoint.path}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.map((endpoint) => (
        <EndpointCard key={endpoint.path} endpoint={endpoint} baseUrl={baseUrl} />
      ))}
    </div>
  );
}

export default function ApiReferenceRoute() {
  const baseUrl = `${window.location.origin}/api`;
  return (
    <DocsLayout
      slug="api-reference"
      description="MemeTank’s public read API: the same endpoints this site uses to show projects, tokens and prices, open to anyone without a key."
    >
      <ContentSection id="basics" title="Basics" icon={Server}>
        <dl className="grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">Base URL</dt>
          <dd>
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono break-all">{baseUrl}</code>
          </dd>
          <dt className="font-semibold">Format</dt>
          <dd className="text-muted-foreground">
            JSON. Amounts of SOL are plain numbers of SOL, not lamports.
          </dd>
          <dt className="font-semibold">Authentication</dt>
          <dd className="text-muted-foreground">
            None for the endpoints below. Endpoints that need a wallet sign-in session (your own
            dashboard, anything that changes data, admin tools) are not listed here.
          </dd>
          <dt className="font-semibold">Description</dt>
          <dd className="text-muted-foreground">
            This page reads the server’s{' '}
            <a
              href={OPENAPI_DOCUMENT_PATH}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              OpenAPI document
            </a>{' '}
            when it opens, so it always matches the running server.
          </dd>
        </dl>
      </ContentSection>

      <ContentSection
        id="errors"
        title="Errors"
        icon={CircleAlert}
        lead="Every failure answers with a 4xx or 5xx status and the same JSON shape."
      >
        <ScrollRegion label="Example error answer" className="rounded-lg bg-muted">
          <pre className="px-4 py-3 text-sm">
            <code>{ERROR_EXAMPLE}</code>
          </pre>
        </ScrollRegion>
        <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
          <code className="font-mono">code</code> is a stable machine-readable name such as{' '}
          <code className="font-mono">NOT_FOUND</code> or{' '}
          <code className="font-mono">RATE_LIMITED</code>;{' '}
          <code className="font-mono">message</code> is a sentence you can show to people. Details
          of server errors are never included.
        </p>
        <Callout tone="tip" title="Be gentle" className="mt-4">
          <p>
            Some requests are rate limited per IP address and are refused with status{' '}
            <code className="font-mono">429</code> and the code{' '}
            <code className="font-mono">RATE_LIMITED</code>. Wait before retrying, and double the
            wait after each further refusal.
          </p>
        </Callout>
      </ContentSection>

      <ContentSection
        id="endpoints"
        title="Endpoints"
        icon={Code}
        lead="Every public GET endpoint, with its parameters and the fields of its answer."
      >
        <Endpoints baseUrl={baseUrl} />
      </ContentSection>
    </DocsLayout>
  );
}
