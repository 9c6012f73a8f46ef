// The account feature's public face: the shopper's account page (issue 38).
export { AccountPage } from './components/account-page';
