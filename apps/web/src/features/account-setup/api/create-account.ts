// POST /api/account/dealer and POST /api/account/service_center. 400702 (phone format) is shown on
// the phone field by the form, not as an alert.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { BodyOf } from '../../../lib/api/api-types.ts';

export const PHONE_FORMAT_CODE = 400702;

type DealerAccountBody = BodyOf<'/api/account/dealer', 'post'>;
type ServiceCenterAccountBody = BodyOf<'/api/account/service_center', 'post'>;

const createDealerAccount = (body: DealerAccountBody) => apiRequest('post', '/api/account/dealer', { body });
const createServiceCenterAccount = (body: ServiceCenterAccountBody) =>
  apiRequest('post', '/api/account/service_center', { body });

const meta = { handledCodes: [PHONE_FORMAT_CODE] };
export const useCreateDealerAccount = () => useMutation({ mutationFn: createDealerAccount, meta });
export const useCreateServiceCenterAccount = () =>
  useMutation({ mutationFn: createServiceCenterAccount, meta });
