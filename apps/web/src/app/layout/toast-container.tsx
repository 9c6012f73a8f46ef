// react-toastify's container with the spec's placement and timing; its stylesheet comes with it.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_DURATION_MS } from '@eshop/shared';

export default function ShopToastContainer() {
  return <ToastContainer position="top-right" autoClose={TOAST_DURATION_MS} pauseOnHover />;
}
