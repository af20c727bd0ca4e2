// The seven sections of the Terms of Service (docs/product.md#2-screens), with their titles word for word. The body
// text is ours; it states what the spec requires each section to say.
export interface TermsSection {
  title: string;
  paragraphs: (names: { productName: string; brandName: string }) => string[];
}

export const TERMS_LAST_UPDATED = 'January 1, 2024';

export const TERMS_SECTIONS: readonly TermsSection[] = [
  {
    title: 'Acceptance of Terms',
    paragraphs: ({ productName }) => [
      `By creating an account or using ${productName}, you agree to these Terms of Service. If you do not agree, please do not use the service.`,
    ],
  },
  {
    title: 'Description of Service',
    paragraphs: ({ productName, brandName }) => [
      `${productName}, powered by ${brandName}, links your bank, credit card and loan accounts through a secure third-party provider. It finds recurring charges and fees, helps you cancel unwanted subscriptions, and shows your spending, net worth and money goals.`,
      'Personal finance, business bookkeeping and tax services are offered separately through a personal advisor.',
    ],
  },
  {
    title: 'Privacy and Data Protection',
    paragraphs: () => [
      'Your data is encrypted in transit and at rest. Your banking credentials are never stored by us: you enter them only in the bank-linking provider’s secure window.',
      'We use your data only to provide the service to you, and we never sell it.',
    ],
  },
  {
    title: 'User Responsibilities',
    paragraphs: () => [
      'Keep your password and devices secure, provide accurate information, and use the service only for your own accounts or accounts you are authorized to manage.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: ({ productName }) => [
      `${productName} provides information, not financial, legal or tax advice. Balances and transactions come from your financial institutions and may be delayed or incomplete. To the extent the law allows, we are not liable for indirect or consequential losses arising from your use of the service.`,
    ],
  },
  {
    title: 'Changes to Terms',
    paragraphs: () => [
      'We may update these terms from time to time. When we make material changes, we will notify you by e-mail or in the app before they take effect.',
    ],
  },
  {
    title: 'Contact Information',
    paragraphs: () => ['Questions about these terms? Contact our support team at:'],
  },
];
