// The auth feature's public face.
export { authSlice, selectAuth, type AuthState } from './auth-slice';
export { AccountLinks } from './components/account-links';
