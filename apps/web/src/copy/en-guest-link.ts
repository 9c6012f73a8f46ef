// The admin's texts for a guest order's status link (issue 33): the link the guest follows the order
// by, which the owner may revoke or send again.
export const enGuestLink = {
  heading: "Guest's order link",
  active: (email: string) =>
    `The link e-mailed to ${email} opens this order's status page without an account. Sending a new link stops the earlier ones working.`,
  revoked:
    'Revoked: the links sent to the guest no longer open this order. Send a new link to give them one again.',
  revoke: 'Revoke link',
  revokeQuestion:
    "Revoke the guest's order link? Every link sent to them stops opening this order; you can send a new one later.",
  confirmRevoke: 'Yes, revoke it',
  keepLink: 'Keep the link',
  revokedToast: 'Order link revoked',
  sendNew: 'Send a new link',
  sentToast: (email: string) => `A new order link was e-mailed to ${email}`,
};
