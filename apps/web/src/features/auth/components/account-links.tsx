import { NavLink } from 'react-router';
import { useSelector } from 'react-redux';
import { en } from '../../../copy/en';
import { selectAuth } from '../auth-slice';

/** The header's account part: Login and Register, or the greeting and My Orders once logged in. */
export function AccountLinks({ linkClassName }: { linkClassName?: string }) {
  const auth = useSelector(selectAuth);

  if (!auth.isLoggedIn) {
    return (
      <>
        <NavLink to="/login" className={linkClassName}>
          {en.layout.login}
        </NavLink>
        <NavLink to="/register" className={linkClassName}>
          {en.layout.register}
        </NavLink>
      </>
    );
  }

  return (
    <>
      {auth.isAdmin && (
        <NavLink to="/admin/home" className={linkClassName}>
          {en.layout.admin}
        </NavLink>
      )}
      <span className={linkClassName}>{en.layout.greeting(auth.userName ?? '')}</span>
      <NavLink to="/order-history" className={linkClassName}>
        {en.layout.myOrders}
      </NavLink>
    </>
  );
}
