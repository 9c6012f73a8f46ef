// Staff and what each may do in the admin (issue 38): the owner (the admin ADMIN_EMAIL names) can do
// everything, staff what the owner ticked. Every admin route needs one of these, or the owner.
import { z } from 'zod';

export const STAFF_PERMISSIONS = [
  'orders',
  'products',
  'customers',
  'content',
  'discounts',
  'settings',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** What an admin route needs: a permission, any one of several, every staff member, or the owner. */
export type RouteAccess = { permissions: readonly StaffPermission[] } | 'staff' | 'owner';

/**
 * Who may use each part of the admin, by the path's first segment after /api/admin/. A path not
 * listed is the owner's alone, so a new route is closed until someone decides who gets it.
 */
export const ADMIN_ROUTE_ACCESS: Record<string, RouteAccess> = {
  dashboard: 'staff',
  events: 'staff',
  orders: { permissions: ['orders'] },
  products: { permissions: ['products'] },
  inventory: { permissions: ['products'] },
  categories: { permissions: ['products'] },
  // Product images, and the shop's logo (settings).
  uploads: { permissions: ['products', 'settings'] },
  customers: { permissions: ['customers'] },
  pages: { permissions: ['content'] },
  texts: { permissions: ['content'] },
  discounts: { permissions: ['discounts'] },
  settings: { permissions: ['settings'] },
  'shipping-and-tax': { permissions: ['settings'] },
  'audit-log': 'owner',
  staff: 'owner',
};

/** The access an admin path ('/api/admin/orders/{id}' or '/admin/orders/:id') needs. */
export function accessOfAdminPath(path: string): RouteAccess {
  const segment = path.replace(/^\/api/, '').split('/')[2] ?? '';
  return ADMIN_ROUTE_ACCESS[segment] ?? 'owner';
}

/** Whether someone with `permissions` (the owner: `isOwner`) may use a route that needs `access`. */
export function mayUse(
  access: RouteAccess,
  who: { isOwner: boolean; permissions: readonly string[] },
): boolean {
  if (who.isOwner) return true;
  if (access === 'owner') return false;
  if (access === 'staff') return true;
  return access.permissions.some((permission) => who.permissions.includes(permission));
}

export const staffPermissionsSchema = z.array(z.enum(STAFF_PERMISSIONS)).max(STAFF_PERMISSIONS.length);

export const staffInvitationBodySchema = z
  .object({
    email: z.email().max(254),
    permissions: staffPermissionsSchema,
  })
  .strict();
export type StaffInvitationBody = z.infer<typeof staffInvitationBodySchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  /** Signs in with a code from an authenticator app as well as the password. */
  isTwoFactorEnabled: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffListSchema = z.object({
  staff: z.array(staffMemberSchema),
  invitations: z.array(staffInvitationSchema),
  /** The owner requires two-factor sign-in of staff: the admin refuses staff without it. */
  requiresTwoFactor: z.boolean(),
});
export type StaffList = z.infer<typeof staffListSchema>;

export const staffIdParamsSchema = z.object({ id: z.string().regex(/^[\w-]{1,100}$/) });
/** PUT /api/admin/staff/two-factor: whether staff must sign in with a code as well. */
export const staffTwoFactorBodySchema = z.object({ required: z.boolean() }).strict();
export type StaffTwoFactorBody = z.infer<typeof staffTwoFactorBodySchema>;

export const staffPermissionsBodySchema = z.object({ permissions: staffPermissionsSchema }).strict();

/** POST /api/staff-invitations/accept: the link's token, and the new member's name and password. */
export const acceptInvitationBodySchema = z
  .object({
    token: z.string().min(20).max(200),
    // A name is one line, as everywhere (auth.ts checkName).
    name: z
      .string()
      .trim()
      .max(100)
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000-\u001f\u007f]*$/, 'A name is one line.'),
    password: z.string().max(128),
  })
  .strict();
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;
