import { PropertiesRoute } from './PropertiesPage';

/** /admin/properties: homes, landlords and inspections. */
export default function AdminPropertiesPage() {
  return <PropertiesRoute />;
}
