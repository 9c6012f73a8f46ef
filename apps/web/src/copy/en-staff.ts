// The admin's words for Admin > Staff and the invitation page (issue 38).
import type { StaffPermission } from '@eshop/shared';

export const enStaff = {
  nav: 'Staff',
  heading: 'Staff',
  intro:
    'Invite the people who help run the shop. Each can do what you tick; you, the owner, can do everything. Removing someone signs them out at once.',
  permissions: {
    orders: 'Orders and refunds',
    products: 'Products and inventory',
    customers: 'Customers',
    content: 'Pages and texts',
    discounts: 'Discounts',
    settings: 'Settings, shipping and tax',
  } satisfies Record<StaffPermission, string>,
  inviteHeading: 'Invite someone',
  email: 'E-mail',
  invite: 'Send invitation',
  invited: (email: string) => `Invitation sent to ${email}.`,
  none: 'No staff yet: only you run the shop.',
  members: 'Staff members',
  open: 'Invitations not yet used',
  expires: (date: string) => `link good until ${date}`,
  withdraw: 'Withdraw',
  save: 'Save permissions',
  saved: 'Permissions saved.',
  remove: 'Remove',
  removeQuestion: (email: string) => `Remove ${email} from the staff? They are signed out at once.`,
  removed: 'Removed from the staff.',
  cancel: 'Cancel',
  noPermission: 'You do not have permission to see this page. Ask the shop owner.',
  acceptHeading: 'Join the staff',
  acceptIntro: 'Choose your name and a password; you sign in with your e-mail and this password.',
  nameLabel: 'Your name',
  accept: 'Join',
  accepted: 'Welcome to the staff.',
  missingToken: 'This invitation link is incomplete. Open the link from the e-mail again.',
  twoFactorHeading: 'Two-factor sign-in',
  requireTwoFactor: 'Staff must use two-factor sign-in',
  requireTwoFactorHint:
    'A staff member without it cannot open the admin until they turn it on in their account (a code from an authenticator app at each new device). Turn it on for your own account too, on your account page.',
  requirementSaved: (required: boolean) =>
    required
      ? 'Staff must now use two-factor sign-in.'
      : 'Two-factor sign-in is now up to each staff member.',
  twoFactorOn: 'Two-factor sign-in on',
  twoFactorOff: 'Two-factor sign-in off',
  resetTwoFactor: 'Turn off two-factor sign-in',
  resetTwoFactorQuestion: (email: string) =>
    `Turn off two-factor sign-in for ${email}, who lost their phone? They are signed out everywhere and sign in with their password alone until they turn it on again.`,
  twoFactorReset: 'Two-factor sign-in turned off. They are signed out everywhere.',
} as const;
