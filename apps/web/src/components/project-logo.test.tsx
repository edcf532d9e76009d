import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectLogo } from './project-logo';

describe('ProjectLogo', () => {
  it.each([
    ['https://cdn.example/honk.png', 'https://cdn.example/honk.png'],
    ['http://cdn.example/honk.png', 'http://cdn.example/honk.png'],
    ['/demo/logos/pixel-pigeon.svg', '/demo/logos/pixel-pigeon.svg'],
  ])('shows %s as an image', (logo, src) => {
    render(<ProjectLogo logo={logo} name="Pixel Pigeon" />);
    expect(screen.getByRole('img', { name: 'Pixel Pigeon logo' })).toHaveAttribute('src', src);
  });

  it('shows any other value as emoji text', () => {
    render(<ProjectLogo logo="🦢" name="Sir Honkington" />);
    const logo = screen.getByRole('img', { name: 'Sir Honkington logo' });
    expect(logo.tagName).toBe('SPAN');
    expect(logo).toHaveTextContent('🦢');
  });

  it("shows the name's first letter when the image cannot be loaded", () => {
    render(<ProjectLogo logo="/missing.png" name="disco Llama" />);
    fireEvent.error(screen.getByRole('img', { name: 'disco Llama logo' }));
    const logo = screen.getByRole('img', { name: 'disco Llama logo' });
    expect(logo.tagName).toBe('SPAN');
    expect(logo).toHaveTextContent('D');
  });
});
