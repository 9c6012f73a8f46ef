import type { ContactInput } from '@eshop/shared';
import { api } from '../../../lib/api';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ sent: true }, ContactInput>({
      query: (body) => ({ url: '/contact', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
