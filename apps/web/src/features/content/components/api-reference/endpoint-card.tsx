import { Badge } from '@/components/ui/badge';
import type { ApiEndpoint, ApiField, ApiResponse } from '../../api/openapi-endpoints';
import { ScrollRegion } from '../scroll-region';

/** The anchor of an endpoint: GET /api/projects/{id} -> get-api-projects-id. */
export function endpointAnchor(endpoint: ApiEndpoint): string {
  return `${endpoint.method}-${endpoint.path}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const isSuccess = (response: ApiResponse) => response.status.startsWith('2');
const fieldNames = (response: ApiResponse) => response.fields.map((field) => field.name).join(',');
const ERROR_SHAPE = 'error,error.code,error.message';

/** Fastify's placeholder adds nothing; real descriptions are shown. */
const usefulDescription = (text?: string) =>
  text && text !== 'Default Response' ? text : undefined;

function Code({ children }: { children: string }) {
  return <code className="font-mono text-[0.8125rem] break-all">{children}</code>;
}

function FieldTable({ fields, caption }: { fields: readonly ApiField[]; caption: string }) {
  return (
    <ScrollRegion label={caption} className="rounded-lg border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Field
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Type
            </th>
            <th scope="col" className="w-0 px-3 py-2 font-semibold">
              Required
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.name} className="border-t align-top">
              <th scope="row" className="px-3 py-2 font-normal">
                <Code>{field.name}</Code>
                {field.description ? (
                  <p className="mt-1 text-xs text-muted-foreground">{field.description}</p>
                ) : null}
              </th>
              <td className="px-3 py-2 text-muted-foreground">
                <Code>{field.type}</Code>
              </td>
              <td className="px-3 py-2 text-muted-foreground">{field.required ? 'yes' : 'no'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function OtherResponses({
  responses,
  success,
}: {
  responses: ApiResponse[];
  success?: ApiResponse;
}) {
  if (responses.length === 0) return null;
  return (
    <p className="text-sm text-muted-foreground">
      <span className="font-medium text-foreground">Other responses: </span>
      {responses.map((response, index) => {
        const names = fieldNames(response);
        const note =
          names === ERROR_SHAPE
            ? 'error shape'
            : success && names === fieldNames(success) && names !== ''
              ? 'same fields'
              : usefulDescription(response.description);
        return (
          <span key={response.status}>
            {index > 0 ? ', ' : null}
            <Code>{response.status}</Code>
            {note ? ` (${note})` : null}
          </span>
        );
      })}
    </p>
  );
}

interface EndpointCardProps {
  endpoint: ApiEndpoint;
  baseUrl: string;
}

/** One endpoint: method, path, summary, parameters, response fields and a curl example. */
export function EndpointCard({ endpoint, baseUrl }: EndpointCardProps) {
  const anchor = endpointAnchor(endpoint);
  const success = endpoint.responses.find(isSuccess);
  const others = endpoint.responses.filter((response) => response !== success);
  const description = usefulDescription(endpoint.description);

  return (
    <article
      id={anchor}
      aria-labelledby={`${anchor}-title`}
      className="scroll-mt-24 space-y-5 rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <header className="space-y-2">
        <h3 id={`${anchor}-title`} className="flex flex-wrap items-center gap-2 text-base">
          <Badge className="bg-emerald-700 font-mono text-white dark:bg-emerald-700">
            {endpoint.method}
          </Badge>{' '}
          <Code>{endpoint.path}</Code>
          {endpoint.deprecated ? (
            <Badge
              variant="outline"
              className="border-amber-600 text-amber-700 dark:text-amber-400"
            >
              Deprecated
            </Badge>
          ) : null}
        </h3>
        {endpoint.summary ? <p className="font-medium">{endpoint.summary}</p> : null}
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        {endpoint.tags.length > 0 ? (
          <p className="flex flex-wrap gap-1.5">
            {endpoint.tags.map((tag) => (
              <Badge key={tag} variant="secondary">
                {tag}
              </Badge>
            ))}
          </p>
        ) : null}
      </header>

      <div className="space-y-2">
        <h4 className="text-sm font-semibold">Parameters</h4>
        {endpoint.parameters.length === 0 ? (
          <p className="text-sm text-muted-foreground">None.</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {endpoint.parameters.map((parameter) => (
              <li
                key={`${parameter.location}-${parameter.name}`}
                className="flex flex-wrap gap-x-2"
              >
                <Code>{parameter.name}</Code>
                <span className="text-muted-foreground">
                  ({parameter.location}, <Code>{parameter.type}</Code>,{' '}
                  {parameter.required ? 'required' : 'optional'})
                </span>
                {parameter.description ? (
                  <span className="basis-full text-muted-foreground">{parameter.description}</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>

      {success ? (
        <div className="space-y-2">
          <h4 className="text-sm font-semibold">
            Response <Code>{success.status}</Code>
            {success.mediaType ? (
              <span className="font-normal text-muted-foreground">
                {' '}
                as <Code>{success.mediaType}</Code>
              </span>
            ) : null}
            {success.bodyType ? (
              <span className="font-normal text-muted-foreground">
                {' '}
                : <Code>{success.bodyType}</Code>
              </span>
            ) : null}
          </h4>
          {success.fields.length > 0 ? (
            <FieldTable
              fields={success.fields}
              caption={`Fields of the ${success.status} response of ${endpoint.method} ${endpoint.path}`}
            />
          ) : (
            <p className="text-sm text-muted-foreground">No documented fields.</p>
          )}
        </div>
      ) : null}

      <OtherResponses responses={others} success={success} />

      <pre className="rounded-lg bg-muted px-4 py-3 text-xs break-all whitespace-pre-wrap">
        <code>{`curl ${baseUrl}${endpoint.path.replace(/^\/api/, '')}`}</code>
      </pre>
    </article>
  );
}
