import CatalogTab from '../catalog/CatalogTab';

/** Until /admin renders the catalog tab itself. */
const MethodsTab = () => <CatalogTab resource="methods" />;

export default MethodsTab;
