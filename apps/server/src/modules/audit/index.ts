// The audit module's public face: the admin scope records its writes and serves the log.
export { auditAdminWrites } from './audit-log.js';
export { adminAuditRoutes } from './routes.js';
