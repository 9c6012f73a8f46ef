// Admin > Staff's public face for the other admin domains: who is on the staff (the activity log's
// filter by person).
export { useGetStaffQuery } from './api/staff-api';
