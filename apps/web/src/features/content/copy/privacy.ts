// The privacy policy: ten numbered sections.
import { MIN_AGE, SIDE_MENU_COOKIE_MAX_AGE_SECONDS } from '@memetank/shared/constants';
import type { LegalDocumentContent } from './legal';
import { CONTACT, SOCIAL_HANDLE } from './links';

const sideMenuDays = SIDE_MENU_COOKIE_MAX_AGE_SECONDS / (24 * 60 * 60);

export const PRIVACY_POLICY: LegalDocumentContent = {
  title: 'Privacy Policy',
  description:
    'What MemeTank collects when you use the website and its API, why, who else sees it, the cookies it sets and your rights over your data.',
  intro:
    'This policy explains what MemeTank collects when you use the website and its API, why, who else sees it and what you can ask us to do with it. MemeTank is built around your wallet, so we know far less about you than most websites do.',
  sections: [
    {
      id: 'introduction',
      title: 'Who we are and what this covers',
      blocks: [
        'MemeTank (“we”, “us”) runs the MemeTank platform for discovering and funding meme coin projects on Solana. This policy covers the website, its API and our support channels.',
        'It does not cover the Solana network itself, your wallet software or the websites of projects listed on MemeTank. Each of them has its own rules.',
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        {
          term: 'Wallet data',
          text: 'Your public wallet address, the messages you sign (to sign in, and the legitimacy statement a creator signs when submitting a project), and the transactions you make with the platform, such as investments, claims and refunds. We read balances from the chain to show them to you.',
        },
        {
          term: 'Usage data',
          text: 'A session record when you sign in (the session token is stored only as a hash), and technical data your browser sends with each request, such as your IP address and browser type, which we use for security and rate limiting.',
        },
        {
          term: 'Content you post',
          text: 'Likes and comments, which are public and linked to your wallet address.',
        },
        {
          term: 'Project submission data',
          text: 'For creators, the project’s name, descriptions, logo, token mint address, funding goal and deadline, social links, pitch deck and the creator wallet. Identity verification (KYC) of creators is planned; when it starts, a verification provider will collect identity documents, and we will receive and keep only the result and the date of the check.',
        },
        'We do not ask for your name, email address or phone number. If you message us, we keep that conversation.',
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How we use information',
      blocks: [
        {
          list: [
            'To run the service: sign you in, show projects, record investments and process claims and refunds.',
            'To review submitted projects and decide whether to list them.',
            'To keep the platform secure: detect abuse, enforce rate limits and investigate fraud reports.',
            'To answer you when you contact support.',
            'To meet legal obligations that apply to us.',
          ],
        },
        'We do not sell personal data, we do not show advertising and we do not build profiles for marketing.',
      ],
    },
    {
      id: 'blockchain-data',
      title: 'Blockchain data',
      blocks: [
        'Transactions on Solana are public and permanent. Your wallet address, the investments you make and the refunds and claims you receive can be seen by anyone with a block explorer.',
        'Blockchain data cannot be deleted or changed, by us or by anyone else. When you ask us to delete your data, we delete what we hold off-chain (such as your sessions and comments), but the on-chain record of your transactions remains.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      blocks: [
        'We use a small number of cookies and browser storage entries, all set by MemeTank itself. We use no advertising cookies and no third-party tracking.',
        {
          table: {
            caption: 'Cookies and storage entries MemeTank uses',
            columns: ['Name', 'Kind', 'Purpose', 'Kept for'],
            rows: [
              [
                'Session cookie',
                'Essential cookie',
                'Keeps you signed in after you sign with your wallet. HttpOnly, so scripts cannot read it.',
                'Until you sign out or the session expires',
              ],
              [
                'sidebar_state',
                'Preference cookie',
                'Remembers whether the documentation side menu is open or collapsed.',
                `${sideMenuDays} days`,
              ],
              [
                'cookieConsent',
                'Local storage',
                'Remembers your choice in the cookie banner, so it is not shown again.',
                'Until you clear site data',
              ],
              [
                'theme',
                'Local storage',
                'Remembers the light or dark theme.',
                'Until you clear site data',
              ],
              [
                'Wallet connection state',
                'Local storage',
                'Remembers which wallet you connected, whether you disconnected it on purpose and which wallets have already signed in on this browser.',
                'Until you disconnect or clear site data',
              ],
            ],
          },
        },
        'The cookie banner lets you accept all cookies or reject non-essential ones; closing it counts as rejecting. Today everything we set is needed for a feature you use, so both choices work the same. If we ever add optional cookies, such as privacy-friendly analytics, they will be set only if you accepted.',
        'You can delete cookies and storage at any time in your browser settings. You will then be signed out and see the banner again.',
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share information with',
      blocks: [
        {
          list: [
            'Hosting and infrastructure providers that run our servers and database for us.',
            'Solana network providers (RPC nodes), which receive your wallet address and transactions when we read balances or submit transactions you signed.',
            'Token data and price providers, which our server queries for token and market information. They receive token addresses, not information about you.',
            'An identity verification provider for creators, once KYC is introduced (planned).',
            'Authorities, when the law requires it and only as much as it requires.',
          ],
        },
        'Project listings, comments, likes and creator wallet addresses are public by design and visible to every visitor.',
      ],
    },
    {
      id: 'security-and-retention',
      title: 'Security and retention',
      blocks: [
        'Traffic is encrypted in transit, session tokens are stored only as hashes, and access to production data is limited to the people who run the service. We never receive or store your private keys.',
        'Sessions are deleted when you sign out or when they expire. Security logs are kept only as long as needed to investigate abuse. Project data and comments are kept while they are listed or until they are deleted; you can delete your own comments at any time.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        'Depending on where you live, you have the right to:',
        {
          list: [
            'Access: get a copy of the data we hold about your wallet.',
            'Correction: have inaccurate data corrected, for example a project you submitted.',
            'Deletion: have your off-chain data deleted (see Blockchain data for what cannot be).',
            'Portability: receive your data in a common, machine-readable format.',
            'Objection: object to processing based on our legitimate interests, and restrict it while we look into your objection.',
          ],
        },
        `Send your request by ${CONTACT}. Because your wallet is your identity, we may ask you to sign a short message with it to prove the request is yours. We answer within one month, and you can also complain to your data protection authority.`,
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        `MemeTank is not for anyone under ${MIN_AGE}. We do not knowingly collect data from minors; if you believe a minor has used the platform, contact us and we will delete what we hold.`,
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes and contact',
      blocks: [
        `We may update this policy as the platform changes, for example when planned features such as creator KYC go live. The date at the top shows the latest version, and we announce material changes on X at ${SOCIAL_HANDLE}.`,
        `Questions about this policy or your data: ${CONTACT}.`,
      ],
    },
  ],
};
