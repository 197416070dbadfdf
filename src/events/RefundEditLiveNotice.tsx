import { useEditContext } from 'react-admin';
import type { Refund } from '../../contract/refunds';
import { RefundLiveNotice } from './RefundLiveNotice';

/** Inside the refund's <Edit>: the live notice for the record being edited, reloading the form on request. */
export const RefundEditLiveNotice = () => {
  const { record, refetch } = useEditContext<Refund>();
  if (!record) return null;
  return <RefundLiveNotice refund={record} onReload={refetch} />;
};
