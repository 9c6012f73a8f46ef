// How the shop's e-mails look: its name, colours and addresses, in one place. The colours are the
// storefront's tokens (UI.md); shop settings (issue 22) will set them per shop.
export type EmailBrand = {
  shopName: string;
  publicUrl: string;
  /** The address shoppers can write to (the sender's, or the shop's contact address). */
  supportEmail: string;
  colors: { ink: string; muted: string; accent: string; border: string; surface: string; subtle: string };
};

export const DEFAULT_EMAIL_COLORS: EmailBrand['colors'] = {
  ink: '#111827',
  muted: '#4b5563',
  accent: '#c2410c',
  border: '#e5e7eb',
  surface: '#ffffff',
  subtle: '#f5f5f4',
};

/** The address part of a sender like 'eShop <orders@example.com>'. */
export const addressOf = (sender: string): string => /<([^>]+)>/.exec(sender)?.[1] ?? sender.trim();
