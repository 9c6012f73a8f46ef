// The audit module's public face: recording an admin's write (the admin area's hooks decide what and
// when), and the admin's routes that read the log.
export { type AdminWrite, recordAdminWrite } from './record-admin-write.js';
export { adminAuditRoutes } from './routes.js';
