import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { SITE_CONTACT } from '@/lib/site';
import { renderApp } from '@/test/render-app';

describe('footer', () => {
  it('has the Explore and Resources columns with their pages', async () => {
    renderApp('/');
    const explore = within(await screen.findByRole('navigation', { name: 'Explore' }));
    expect(explore.getByRole('link', { name: 'About the Hub' })).toHaveAttribute('href', '/about/wefe-hub');
    expect(explore.getByRole('link', { name: 'Index Map' })).toHaveAttribute('href', '/wefe-index');
    expect(explore.getByRole('link', { name: 'Stories' })).toHaveAttribute('href', '/wefe-stories');
    expect(explore.getByRole('link', { name: 'News and Events' })).toHaveAttribute('href', '/news-events');

    const resources = within(screen.getByRole('navigation', { name: 'Resources' }));
    expect(resources.getByRole('link', { name: 'Publications' })).toHaveAttribute('href', '/publications');
    expect(resources.getByRole('link', { name: 'Our Impact' })).toHaveAttribute('href', '/about/our-impact');
    expect(resources.getByRole('link', { name: 'Our Partners' })).toHaveAttribute('href', '/about/our-partners');
    expect(resources.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/about/contact-us');
  });

  it('opens each social network in a new tab, safely, with a name', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    for (const network of ['Facebook', 'X', 'LinkedIn', 'YouTube', 'Instagram']) {
      const link = footer.getByRole('link', { name: `${network} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    }
  });

  it('shows the contact block, the year, the rights and the credits', async () => {
    renderApp('/');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: SITE_CONTACT.email })).toHaveAttribute('href', `mailto:${SITE_CONTACT.email}`);
    expect(footer.getByRole('link', { name: SITE_CONTACT.phoneDisplay })).toHaveAttribute('href', `tel:${SITE_CONTACT.phoneE164}`);
    expect(footer.getByText('Amman, Jordan')).toBeInTheDocument();
    expect(footer.getByText(`© ${new Date().getFullYear()} WEFE Nexus Hub. All rights reserved.`)).toBeInTheDocument();
    expect(footer.getByText('Developed by the regional WEFE Nexus research network.')).toBeInTheDocument();
  });

  it('is translated', async () => {
    renderApp('/');
    await changeLanguage('fr');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('navigation', { name: 'Ressources' })).toBeInTheDocument();
    expect(footer.getByText('Amman, Jordanie')).toBeInTheDocument();
    expect(footer.getByRole('link', { name: 'LinkedIn (s’ouvre dans un nouvel onglet)' })).toBeInTheDocument();
  });
});
