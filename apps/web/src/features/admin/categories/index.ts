// The admin's categories as other admin domains use them: the list the owner keeps (a discount code
// covers categories by name).
export { useGetAdminCategoriesQuery } from './api/categories-api';
