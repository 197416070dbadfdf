import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** react-admin's data provider with the refund calls of RefundMethods. */
export const useAppDataProvider = () => useDataProvider<AppDataProvider>();
