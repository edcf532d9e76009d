import type { ProjectDetail } from '@memetank/shared/api/projects';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProjectDetail } from '@/test/projects';
import { SocialLinks, socialKind } from './social-links';

const project = (links: Partial<ProjectDetail> = {}) => testProjectDetail(links);

describe('socialKind', () => {
  it.each([
    ['https://x.com/memetank', 'x'],
    ['https://twitter.com/memetank', 'x'],
    ['https://www.twitter.com/memetank', 'x'],
    ['https://t.me/memetank', 'telegram'],
    ['https://discord.gg/abc', 'discord'],
    ['https://discord.com/invite/abc', 'discord'],
    ['https://memetank.example', 'website'],
    ['https://notx.com/a', 'website'],
    ['not a url', 'website'],
  ])('%s gets the %s icon', (url, kind) => {
    expect(socialKind(url)).toBe(kind);
  });
});

describe('SocialLinks', () => {
  it('is left out when the project has no link', () => {
    const { container } = render(<SocialLinks project={project({ websiteUrl: '  ' })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens each link in a new tab, with the icon of its host', () => {
    render(
      <SocialLinks
        project={project({
          twitterUrl: 'https://x.com/frog',
          discordUrl: 'https://discord.gg/frog',
          websiteUrl: 'https://frog.example',
        })}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Social Links' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('data-social'))).toEqual([
      'x',
      'discord',
      'website',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('never renders a javascript: or data: link saved before the server refused them', () => {
    render(
      <SocialLinks
        project={project({
          twitterUrl: 'javascript:alert(document.cookie)',
          telegramUrl: 'data:text/html,<script>alert(1)</script>',
          websiteUrl: 'https://frog.example',
        })}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      'https://frog.example',
    ]);
  });
});
