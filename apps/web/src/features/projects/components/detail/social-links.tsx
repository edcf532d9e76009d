// "Social Links": the project's links that exist, each opening in a new tab with an icon chosen by
// the link's host (X / Twitter, Telegram, Discord, anything else is a website).
import type { ProjectDetail } from '@memetank/shared/api/projects';
import { isHttpUrl } from '@memetank/shared/links';
import { Globe, MessageCircle, Send } from 'lucide-react';
import type { ComponentType } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

export type SocialKind = 'x' | 'telegram' | 'discord' | 'website';

const KINDS: Record<SocialKind, { label: string; Icon: ComponentType<{ className?: string }> }> = {
  x: { label: 'X (Twitter)', Icon: XLogo },
  telegram: { label: 'Telegram', Icon: Send },
  discord: { label: 'Discord', Icon: MessageCircle },
  website: { label: 'Website', Icon: Globe },
};

/** Which icon a link gets, from its host; a link that is not a URL counts as a website. */
export function socialKind(url: string): SocialKind {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return 'website';
  }
  const is = (domain: string) => host === domain || host.endsWith(`.${domain}`);
  if (is('x.com') || is('twitter.com')) return 'x';
  if (is('t.me') || is('telegram.me') || is('telegram.org')) return 'telegram';
  if (is('discord.gg') || is('discord.com') || is('discordapp.com')) return 'discord';
  return 'website';
}

/**
 * The project's links in a fixed order, empty ones left out, and only http(s) ones: a javascript:
 * or data: link saved before the server refused them is never rendered.
 */
export function projectSocialLinks(project: ProjectDetail): string[] {
  return [project.twitterUrl, project.telegramUrl, project.discordUrl, project.websiteUrl].filter(
    (url): url is string => typeof url === 'string' && isHttpUrl(url.trim()),
  );
}

export function SocialLinks({ project }: { project: ProjectDetail }) {
  const links = projectSocialLinks(project);
  if (links.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Social Links</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2">
          {links.map((url) => {
            const { label, Icon } = KINDS[socialKind(url)];
            return (
              <li key={url}>
                <a
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-social={socialKind(url)}
                  className="flex items-center gap-3 rounded-lg border px-3 py-2 text-sm transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Icon className="size-4 shrink-0 text-primary" />
                  <span className="font-medium">{label}</span>
                  <span className="ml-auto truncate text-xs text-muted-foreground">
                    {displayHost(url)}
                  </span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function displayHost(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname.replace(/^www\./, '')}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return url;
  }
}

/** The X (formerly Twitter) mark; lucide no longer ships brand logos. */
export function XLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  );
}
